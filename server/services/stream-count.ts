// The product stream of a page in one shop, counted over the demo product feed: with streamType `default`
// the products of its source categories (and their subcategories) plus the hand-picked ids; with
// `bundles` the union of the streams of the chosen bundles in the same shop. The count is what the shop
// shows now (sold-out products left out); the estimate counts the sold-out ones too.
import { and, eq, inArray } from 'drizzle-orm';
import { pageKinds } from '@generated/entity-operations';
import type { StreamProductCount } from '@generated/model';
import type { Db } from '../db/client';
import { appConfigs, entities } from '../db/schema';
import { HttpError } from '../http-error';
import { categoryWithDescendants, inCategories, type ProductFeed } from './demo-products';
import { liveEntities } from './trash/live';

type StreamSettings = Pick<
  typeof appConfigs.$inferSelect,
  'streamType' | 'sourceCategories' | 'streamIncludedProductIds' | 'streamBundleIds'
>;

/** Product ids of a default stream (categories + included ids), known to the feed. */
export function defaultStreamProducts(feed: ProductFeed, settings: StreamSettings): Set<number> {
  const ids = new Set<number>();
  const categories = new Set<number>();
  for (const { id } of settings.sourceCategories) {
    for (const category of categoryWithDescendants(feed, id)) categories.add(category);
  }
  if (categories.size) {
    for (const product of feed.products) if (inCategories(product, categories)) ids.add(product.id);
  }
  for (const id of settings.streamIncludedProductIds) if (feed.byId.has(id)) ids.add(id);
  return ids;
}

export async function streamProducts(
  db: Db,
  feed: ProductFeed,
  tenantId: number,
  appId: number,
  settings: StreamSettings,
): Promise<Set<number>> {
  if (settings.streamType !== 'bundles') return defaultStreamProducts(feed, settings);
  if (!settings.streamBundleIds.length) return new Set();
  const bundles = await db
    .select({
      streamType: appConfigs.streamType,
      sourceCategories: appConfigs.sourceCategories,
      streamIncludedProductIds: appConfigs.streamIncludedProductIds,
      streamBundleIds: appConfigs.streamBundleIds,
    })
    .from(appConfigs)
    .innerJoin(entities, eq(entities.id, appConfigs.entityId))
    .where(
      and(
        eq(entities.tenantId, tenantId),
        eq(entities.entityType, 'bundle'),
        inArray(entities.id, settings.streamBundleIds),
        liveEntities(),
        eq(appConfigs.appId, appId),
      ),
    );
  const ids = new Set<number>();
  // A bundle's own stream is its categories and products; bundles do not nest.
  for (const bundle of bundles) for (const id of defaultStreamProducts(feed, bundle)) ids.add(id);
  return ids;
}

/** Counts the stream of page `pageId` in shop `appId` and stores count and estimate on its shop config. */
export async function recalculateStreamCount(
  db: Db,
  feed: ProductFeed,
  tenantId: number,
  pageId: number,
  appId: number,
): Promise<StreamProductCount> {
  const [found] = await db
    .select({ config: appConfigs })
    .from(appConfigs)
    .innerJoin(entities, eq(entities.id, appConfigs.entityId))
    .where(
      and(
        eq(entities.id, pageId),
        eq(entities.tenantId, tenantId),
        liveEntities(),
        inArray(entities.entityType, [...pageKinds]),
        eq(appConfigs.appId, appId),
      ),
    );
  if (!found) throw new HttpError(404, 'The page has no configuration for this shop.');
  const ids = await streamProducts(db, feed, tenantId, appId, found.config);
  const all = [...ids].map((id) => feed.byId.get(id)!);
  const streamProductCount = all.filter((product) => !product.isSoldOut).length;
  const streamProductEstimate = all.length;
  const calculatedAt = new Date();
  // Not a content change: updatedAt and the draft state stay as they are.
  await db
    .update(appConfigs)
    .set({ streamProductCount, streamProductEstimate })
    .where(eq(appConfigs.id, found.config.id));
  return { appId, streamProductCount, streamProductEstimate, calculatedAt: calculatedAt.toISOString() };
}
