// Every address the back office links or redirects to, in one place (bulletproof-react's config/paths):
// the app's fixed pages and, per entity type, its overview, detail, edit, duplicate and create routes. The
// overviews, the dashboard widgets, the router and later the wizard and notifications build links here only.
import { getEntityConfig, isEntityType, type NavGroup } from './catalogue';

/** The address filters a detail route carries over from the overview (spec 1 §7). */
export const LOCALE_KEY = 'f[locale]';
export const PARENT_KEY = 'f[parentId]';

/** The app's own pages (the route table and every link to them). */
export const paths = {
  home: '/',
  logout: '/logout',
  account: '/account',
  reports: '/reports',
  redirect: '/redirect',
  mockedPreview: '/mocked-preview',
  userSettings: '/settings/user',
  userNotifications: '/settings/user/notifications',
  userSubscriptions: '/settings/user/subscriptions',
  activity: '/activity',
} as const;

/** A type's Trash page (issue 29): the trash feature's route, and what links to it (a reference in the trash). */
export const trashPath = (type: string) => `/trash/${type}`;

/** The page that lists the overviews of a navigation group ('/content', '/media' …). */
export const navGroupPath = (group: NavGroup) => `/${group}`;

type AddressValue = string | number | ReadonlyArray<string | number> | null | undefined;

const text = (value: AddressValue) =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join(',') : String(value);

/** The overview of a type (block-type has none of its own: '/'). */
export function overviewPath(type: string): string {
  return getEntityConfig(type).overviewPath;
}

/**
 * The navigation state an overview hands to the detail route it opens: its own address, search and filters
 * included, where the wizard's back link returns (spec 2 §2.1).
 */
export function fromOverview(location: { pathname: string; search: string }): { overviewPath: string } {
  return { overviewPath: `${location.pathname}${location.search}` };
}

/** The detail route of a type, as the router matches it. */
export function detailRoutePattern(type: string): string {
  return `${base(type)}/:id/:step?`;
}

/** The overview path without a trailing slash, so '/' (block-type) gives '/{id}', not '//{id}'. */
function base(type: string): string {
  return overviewPath(type).replace(/\/$/, '');
}

function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The edit route: {overview}/{id}, with the locale filter when a shop is selected (spec 1 §2.1). */
export function editPath(type: string, id: number, locale?: AddressValue): string {
  const query = new URLSearchParams();
  if (text(locale)) query.set(LOCALE_KEY, text(locale));
  return withQuery(`${base(type)}/${id}`, query);
}

/** The edit route of a row that names its type (dashboard widgets); none for a type the back office lacks. */
export function rowEditPath(
  row: { id: number; entityType?: string | null },
  shopId?: number,
): string | undefined {
  return row.entityType && isEntityType(row.entityType)
    ? editPath(row.entityType, row.id, shopId)
    : undefined;
}

/** The address parameter that opens the editor's History drawer at a version (the activity log links it). */
export const HISTORY_KEY = 'history';

/** The editor with its History drawer open at `version` (the current one heads the list, a kept one opens). */
export function versionPath(type: string, id: number, version: number): string {
  return withQuery(`${base(type)}/${id}`, new URLSearchParams({ [HISTORY_KEY]: String(version) }));
}

/** The duplicate route: {overview}/{id}?action=duplicate plus the parent filter of a nested level. */
export function duplicatePath(type: string, id: number, parentId?: AddressValue): string {
  const query = new URLSearchParams({ action: 'duplicate' });
  if (text(parentId)) query.set(PARENT_KEY, text(parentId));
  return withQuery(`${base(type)}/${id}`, query);
}

/** The creation route: {overview}/new, keeping the overview's query string (its shop and parent filters). */
export function createPath(type: string, search = ''): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return `${base(type)}/new${query ? `?${query}` : ''}`;
}

/** The detail page as an absolute address (copy link, open in a new tab). */
export function detailUrl(type: string, id: number, origin: string): string {
  return `${origin}${base(type)}/${id}`;
}
