// The entity's address on the public content API (spec 2 §2.3 'Public API endpoint', §7), answered as the
// entity's `publicApiUrl`: one per type that has a public call (server/handlers/public.ts), null for the others.
// It names the entity, not a shop: a shop's answer is the same address with `filter[appId]`. Categories are
// served per shop only (`/public/shop/{shopId}/categories/{id}`): theirs names the main shop, or the first shop
// when the main one has no config. The address answers 404 while nothing of the entity is online.
import { apiBasePath } from '@generated/public-operations';
import { isPageKind, type EntityType } from '../entities/types';

/** The public path of each type with a public call (beside the page kinds, which share /pages). */
const PUBLIC_PATHS: Partial<Record<EntityType, (id: number) => string>> = {
  'profile-brand': (id) => `/public/profiles/brand/${id}`,
  'profile-idol': (id) => `/public/profile-idols/${id}`,
  cluster: (id) => `/public/clusters/${id}`,
  teaser: (id) => `/public/teasers/${id}`,
  highlight: (id) => `/public/highlights/${id}`,
  'brand-discovery': (id) => `/public/brand-discoveries/${id}`,
  'core-page': (id) => `/public/core-pages/${id}`,
  'custom-page': (id) => `/public/custom-pages/${id}`,
  bundle: (id) => `/public/bundles?filter[ids]=${id}`,
};

export interface PublicUrlInput {
  type: EntityType;
  id: number;
  /** The shops of the entity's configs (categories need one). */
  appIds: readonly number[];
  mainAppId: number | undefined;
}

/** The path below the API base, or null for a type without a public call (or a category without shops). */
export function publicApiPath({ type, id, appIds, mainAppId }: PublicUrlInput): string | null {
  if (isPageKind(type)) return `/public/pages/${id}?filter[type]=${type}`;
  if (type === 'category') {
    const shopId = appIds.find((appId) => appId === mainAppId) ?? appIds[0];
    return shopId === undefined ? null : `/public/shop/${shopId}/categories/${id}`;
  }
  return PUBLIC_PATHS[type]?.(id) ?? null;
}

/** The full address on `origin` ('' → root-relative, which the back office resolves against its own). */
export function publicApiUrl(origin: string, input: PublicUrlInput): string | null {
  const path = publicApiPath(input);
  return path === null ? null : `${origin}${apiBasePath}${path}`;
}
