// The feed's filters in the address (shareable, back-button safe) ↔ the parameters of GET /activity:
//   who=<user id>  what=<kind>  type=<entity type>  entity=<id>  shop=<app id>  from=<yyyy-mm-dd>  to=<yyyy-mm-dd>
// Dates are days in local time: `from` from the start of that day, `to` up to the end of that day.
import { ActivityKind, EntityType, type ListActivityParams } from '@generated/model';

export const ACTIVITY_FILTER_KEYS = ['who', 'what', 'type', 'entity', 'shop', 'from', 'to'] as const;
export type ActivityFilterKey = (typeof ACTIVITY_FILTER_KEYS)[number];

const KINDS = new Set<string>(Object.values(ActivityKind));
const TYPES = new Set<string>(Object.values(EntityType));
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const id = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= 2147483647 ? n : undefined;
};

/** The start of a local day as an ISO time; undefined for anything but yyyy-mm-dd. */
function dayStart(value: string | null, plusDays = 0): string | undefined {
  const match = value ? DAY.exec(value) : null;
  if (!match) return undefined;
  const at = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** The call's filters from the address; what it does not understand is left out. */
export function activityParams(search: URLSearchParams): ListActivityParams {
  const params: ListActivityParams = {};
  const who = id(search.get('who'));
  if (who) params['filter[actorId]'] = who;
  const what = search.get('what');
  if (what && KINDS.has(what)) params['filter[kind]'] = what;
  const type = search.get('type');
  if (type && TYPES.has(type)) params['filter[entityType]'] = type as EntityType;
  const entity = id(search.get('entity'));
  if (entity) params['filter[entityId]'] = entity;
  const shop = id(search.get('shop'));
  if (shop) params['filter[appId]'] = shop;
  const from = dayStart(search.get('from'));
  if (from) params['filter[from]'] = from;
  const to = dayStart(search.get('to'), 1);
  if (to) params['filter[to]'] = to;
  return params;
}

/** Whether any filter is set (the empty state then says so). */
export const hasActivityFilters = (search: URLSearchParams): boolean =>
  Object.keys(activityParams(search)).length > 0;

/** The address with one filter changed (an empty value removes it). */
export function withActivityFilter(
  search: URLSearchParams,
  key: ActivityFilterKey,
  value: string | undefined,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}
