// The shop URL of an entity in one shop (spec 1 §6, spec 2 §7): the signed-in user's resourceTypes settings
// hold a shopUrlTemplate per resource type (and per page kind within it) with {shopUrl} and {slug}.
// Nothing in src/ built it before the shop panel; a later user (the app link of spec 2 §2.6) may move it to
// src/entities/paths.ts.
import type { App, CurrentUser } from '@generated/model';
import { getEntityConfig } from '@/entities';

/** Used when the user has no template for the type: the slug right under the shop. */
export const DEFAULT_SHOP_URL_TEMPLATE = '{shopUrl}/{slug}';

/** The user's template for `entityType`: the page kind's own, else its resource type's, else the default. */
export function shopUrlTemplate(entityType: string, user: CurrentUser | undefined): string {
  const config = getEntityConfig(entityType);
  const setting = user?.resourceTypes.find((candidate) => candidate.key === config.resourceType);
  const kind = config.pageType ?? config.type;
  const typeSetting = setting?.types?.find((candidate) => candidate.key === kind);
  return (
    typeSetting?.settings.shopUrlTemplate ?? setting?.settings.shopUrlTemplate ?? DEFAULT_SHOP_URL_TEMPLATE
  );
}

/**
 * The address of the content in the shop's desktop storefront. Without a current user the content slug is
 * empty (spec 1 §6): the link then opens the shop's start page.
 */
export function shopUrl({
  entityType,
  app,
  slug,
  user,
}: {
  entityType: string;
  app: App;
  slug: string | undefined;
  user: CurrentUser | undefined;
}): string {
  const base = app.shopUrls.desktop.replace(/\/+$/, '');
  const contentSlug =
    user && slug ? slug.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/') : '';
  return shopUrlTemplate(entityType, user).replaceAll('{shopUrl}', base).replaceAll('{slug}', contentSlug);
}
