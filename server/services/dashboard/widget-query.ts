// The filters of a widget data call (f[...] keys, page, perPage) as one typed query.
import type { ContentStatus, GetWidgetDataParams } from '@generated/model';
import { DEFAULT_SCHEDULED_DAYS, WIDGET_ENTITY_TYPES } from '@server/content-model/dashboard/widgets';
import { commaList, numberList } from '../entities/query';
import type { EntityType } from '../entities/types';

export interface WidgetQuery {
  tenantId: number;
  term?: string;
  locale?: number;
  /** The entity types rows may have (f[type] narrows them to one). */
  types: EntityType[];
  status?: ContentStatus[];
  tagsAll?: number[];
  tagGroupsAll?: string[];
  days: number;
  page: number;
  perPage: number;
}

const WIDGET_TYPES = WIDGET_ENTITY_TYPES.map((t) => t.value as EntityType);

export function parseWidgetQuery(params: GetWidgetDataParams, tenantId: number): WidgetQuery {
  const term = params['f[term]'] === undefined ? '' : String(params['f[term]']).trim();
  const type = params['f[type]'] === undefined ? undefined : String(params['f[type]']);
  const status = commaList(params['f[status]']) as ContentStatus[] | undefined;
  const tagsAll = numberList(params['f[tagsAll]']);
  const tagGroupsAll = commaList(params['f[tagGroupsAll]']);
  return {
    tenantId,
    ...(term ? { term } : {}),
    ...(params['f[locale]'] !== undefined ? { locale: Number(params['f[locale]']) } : {}),
    // An unknown type matches nothing rather than everything.
    types: type === undefined ? WIDGET_TYPES : WIDGET_TYPES.filter((t) => t === type),
    ...(status?.length ? { status } : {}),
    ...(tagsAll?.length ? { tagsAll } : {}),
    ...(tagGroupsAll?.length ? { tagGroupsAll } : {}),
    days: params['f[days]'] ?? DEFAULT_SCHEDULED_DAYS,
    page: params.page ?? 1,
    perPage: params.perPage ?? 20,
  };
}
