// Demo content for every entity type: tag groups and tags (brands, influencer …), brand and idol profiles,
// stories of every kind, drop pages, bundles, teasers, clusters, highlights, core pages, brand discoveries,
// rule sets, block types, category and custom-page trees (three levels), images and videos, each with
// shop configs of varied status. Deterministic (seeded pseudo-random numbers) and batch-inserted.
// `totalEntities` (SEED_ENTITIES) tops the set up with generated rows, e.g. 10 000 for the API benchmark.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ContentElement } from '@generated/model';
import type { Db } from '../client';
import { appConfigs, entities, media, tagGroups, tags } from '../schema';
import { bulkInsert, nextIds, withTriggersOff } from './bulk-insert';
import { formSchemaOf } from '@server/content-model/forms';
import { BUNDLE_IMAGE_KEYS } from '@server/content-model/forms/bundle';
import { demoProducts } from '@server/services/demo-products';
import type { EntityType } from '@server/services/entities/types';
import { defaultStreamProducts } from '@server/services/stream-count';
import {
  demoBlockTypes,
  demoBrands,
  demoCategoryTree,
  demoCorePages,
  demoCustomPageTree,
  demoIdols,
  demoSubBrands,
  demoTagGroups,
  dropNames,
  imageSubjects,
  scbRulesetNames,
  themes,
  videoSubjects,
  type TreeNode,
} from './content-data';

export interface ContentSeedContext {
  tenantId: number;
  shopIds: number[];
  userIds: number[];
  /** Top up to this many entities in all (SEED_ENTITIES); the demo set alone has about 400. */
  totalEntities?: number;
  now?: Date;
}

export interface ContentSeedResult {
  entities: number;
  appConfigs: number;
  tags: number;
  media: number;
}

/** mulberry32: small, fast, deterministic. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

const DAY = 86_400_000;
/** The id of a seeded config's block: six digits (as saves require), unique over the first 299 999 configs. */
const blockId = (configIndex: number, block: 0 | 1) => 100_000 + (configIndex % 299_999) * 3 + block;
/** Top-up entities written per round (their configs follow in the same round). */
const TOP_UP_BATCH = 2000;
/** The search text the triggers of migration 0009 keep: internal name and config names (by shop), lower-cased. */
const searchTextOf = (internalName: string, configNames: string[]) =>
  [internalName, ...configNames].join('\n').toLowerCase();
const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

type EntityInsert = typeof entities.$inferInsert;
type ConfigInsert = typeof appConfigs.$inferInsert;

/** What a seeded entity gets besides its row: shop-config flavour. */
interface Planned {
  row: EntityInsert;
  /** How shop configs are made: publishable (varied statuses), always-live (profiles) or none. */
  configs: 'publishable' | 'live' | 'none';
  pageIds?: number[];
  stream?: boolean;
  topUp?: boolean;
}

async function insertChunked<T extends Record<string, unknown>>(
  db: Db,
  rows: T[],
  insert: (chunk: T[]) => Promise<{ id: number }[]>,
  size = 1000,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size)
    ids.push(...(await insert(rows.slice(i, i + size))).map((r) => r.id));
  return ids;
}

export async function seedContent(db: Db, context: ContentSeedContext): Promise<ContentSeedResult> {
  const rnd = random(20_250_611);
  const now = context.now ?? new Date();
  const { tenantId, shopIds, userIds } = context;
  const demoProductIds = demoProducts().products.map((product) => product.id);
  const user = () => (userIds.length ? rnd.pick(userIds) : null);
  const pastDate = (maxDays: number) => new Date(now.getTime() - rnd.int(1, maxDays * 24) * 3_600_000);

  // ── Tag groups and tags ──
  const groupRows = await db
    .insert(tagGroups)
    .values(
      demoTagGroups.map((g) => {
        const updated = pastDate(200);
        return {
          tenantId,
          key: g.key,
          name: g.name,
          isEditable: g.isEditable,
          createdBy: user(),
          updatedBy: user(),
          createdAt: new Date(updated.getTime() - 30 * DAY),
          updatedAt: updated,
        };
      }),
    )
    .returning({ id: tagGroups.id, key: tagGroups.key });
  const groupId = new Map(groupRows.map((g) => [g.key, g.id]));
  const tagNames: { group: string; name: string }[] = [
    ...demoBrands.map((name) => ({ group: 'brands', name })),
    ...demoSubBrands.map((b) => ({ group: 'brands', name: b.name })),
    ...demoIdols.map((name) => ({ group: 'influencer', name })),
    ...demoTagGroups.flatMap((g) => g.tags.map((name) => ({ group: g.key, name }))),
  ];
  const tagRows = await db
    .insert(tags)
    .values(
      tagNames.map((t) => {
        const updated = pastDate(300);
        return {
          tenantId,
          groupId: groupId.get(t.group)!,
          name: t.name,
          createdBy: user(),
          updatedBy: user(),
          createdAt: new Date(updated.getTime() - 20 * DAY),
          updatedAt: updated,
        };
      }),
    )
    .returning({ id: tags.id, name: tags.name, groupId: tags.groupId });
  const tagId = (group: string, name: string) =>
    tagRows.find((t) => t.groupId === groupId.get(group) && t.name === name)!.id;
  const editableTagIds = tagRows
    .filter((t) => !['brands', 'influencer'].includes(groupRows.find((g) => g.id === t.groupId)!.key))
    .map((t) => t.id);
  const brandTagIds = tagRows.filter((t) => t.groupId === groupId.get('brands')).map((t) => t.id);
  const someTags = () => {
    const picked = new Set<number>();
    const n = rnd.int(0, 3);
    for (let i = 0; i < n; i++) picked.add(rnd.pick(editableTagIds));
    if (rnd.chance(0.3)) picked.add(rnd.pick(brandTagIds));
    return [...picked];
  };

  // ── Media ──
  // Real demo images may already be stored (media.ts); then previews use them and no image metadata
  // without files is added.
  const storedImages = await db
    .select({ hash: media.hash })
    .from(media)
    .where(and(eq(media.tenantId, tenantId), eq(media.kind, 'image')));
  // Likewise real demo clips (one per video subject): then no video metadata without a file is added.
  const storedVideos = await db
    .select({ hash: media.hash })
    .from(media)
    .where(and(eq(media.tenantId, tenantId), eq(media.kind, 'video')));
  const mediaRows = [
    ...(storedImages.length ? [] : imageSubjects).map((subject, i) => {
      const updated = pastDate(365);
      const portrait = i % 3 !== 0;
      return {
        tenantId,
        kind: 'image' as const,
        hash: md5(`image:${subject}`),
        mime: i % 7 === 0 ? 'image/png' : 'image/jpeg',
        size: rnd.int(180_000, 4_800_000),
        width: portrait ? 1600 : 2400,
        height: portrait ? 2000 : 1350,
        name: `${subject}.${i % 7 === 0 ? 'png' : 'jpg'}`,
        quality: 80,
        createdBy: user(),
        updatedBy: user(),
        createdAt: new Date(updated.getTime() - rnd.int(0, 10) * DAY),
        updatedAt: updated,
      };
    }),
    ...(storedVideos.length ? [] : videoSubjects).map((subject) => {
      const updated = pastDate(365);
      return {
        tenantId,
        kind: 'video' as const,
        hash: md5(`video:${subject}`),
        mime: 'video/mp4',
        size: rnd.int(4_000_000, 80_000_000),
        width: 1920,
        height: 1080,
        name: `${subject}.mp4`,
        input: `${subject}-master.mov`,
        quality: 80,
        createdBy: user(),
        updatedBy: user(),
        createdAt: new Date(updated.getTime() - rnd.int(0, 10) * DAY),
        updatedAt: updated,
      };
    }),
  ];
  if (mediaRows.length) await db.insert(media).values(mediaRows);
  const imageHashes = [
    ...storedImages.map((m) => m.hash),
    ...mediaRows.filter((m) => m.kind === 'image').map((m) => m.hash),
  ];

  // ── Entities ──
  const entity = (type: string, internalName: string, extra: Partial<EntityInsert> = {}): EntityInsert => {
    const updatedAt = pastDate(400);
    return {
      tenantId,
      entityType: type,
      internalName,
      fields: {},
      createdBy: user(),
      updatedBy: user(),
      createdAt: new Date(updatedAt.getTime() - rnd.int(1, 120) * DAY),
      updatedAt,
      ...extra,
    };
  };
  const plain: Planned[] = [];
  const add = (
    type: string,
    name: string,
    configs: Planned['configs'],
    extra: Partial<EntityInsert> = {},
    stream = false,
  ) => plain.push({ row: entity(type, name, { tagIds: someTags(), ...extra }), configs, stream });

  for (const brand of demoBrands) {
    add('profile-brand', brand, 'live', {
      tagIds: [tagId('brands', brand)],
      fields: { brandTagId: tagId('brands', brand), headline: `Discover ${brand}` },
    });
  }
  for (const idol of demoIdols) {
    add('profile-idol', idol, 'live', {
      tagIds: [tagId('influencer', idol)],
      fields: { idolTagId: tagId('influencer', idol), instagram: `@${slugify(idol).replace(/-/g, '')}` },
    });
  }
  themes.forEach((theme) => add('story', theme, 'publishable', {}, true));
  demoBrands.slice(0, 25).forEach((brand, i) =>
    add(
      'brand-story',
      `${brand}: ${['The Story Behind', 'New Season', 'Icons', 'Studio Visit', 'Craft'][i % 5]}`,
      'publishable',
      {
        tagIds: [tagId('brands', brand)],
      },
      true,
    ),
  );
  demoIdols.forEach((idol, i) =>
    add(
      'idol-story',
      `${idol} ${['Picks', 'Wardrobe', 'Travel Diary', 'Favourites'][i % 4]}`,
      'publishable',
      {
        tagIds: [tagId('influencer', idol)],
      },
      true,
    ),
  );
  dropNames.forEach((name, i) =>
    add('hotdrop', `${name} ${demoBrands[(i * 7) % demoBrands.length]}`, 'publishable', {}, true),
  );
  for (let i = 0; i < 30; i++) {
    const published = rnd.chance(0.7);
    add(
      'bundle',
      `${themes[(i * 3) % themes.length]} Bundle${i >= themes.length / 3 ? ` ${Math.floor(i / 13) + 2}` : ''}`,
      'publishable',
      {
        isPublished: published,
      },
      true,
    );
  }
  for (let i = 0; i < 25; i++) {
    add(
      'teaser',
      `${['Homepage', 'Category', 'Brand', 'Newsletter', 'App'][i % 5]} Teaser – ${themes[(i * 5) % themes.length]}`,
      'publishable',
      {
        fields: { teaserType: ['hero', 'tile'][i % 2] },
      },
    );
  }
  for (let i = 0; i < 12; i++)
    add('highlight', `Highlight: ${themes[(i * 11) % themes.length]}`, 'publishable');
  demoCorePages.forEach((name) => add('core-page', name, 'publishable', { tagIds: [] }));
  for (let i = 0; i < 10; i++)
    add('brand-discovery', `Discover ${demoBrands[(i * 3 + 1) % demoBrands.length]}`, 'publishable');
  scbRulesetNames.forEach((name) =>
    add('scb-ruleset', name, 'none', {
      tagIds: [],
      fields: { rules: [{ field: 'brand', operator: 'boost', weight: rnd.int(1, 5) }] },
    }),
  );
  demoBlockTypes.forEach((block) =>
    plain.push({
      row: entity('block-type', block.label, {
        fields: { name: block.name, icon: block.icon, schema: block.schema },
      }),
      configs: 'none',
    }),
  );

  // Top-up for large seeds (benchmarks): generated rows of the everyday types.
  const treeSize = (nodes: TreeNode[]): number =>
    nodes.reduce((n, node) => n + 1 + treeSize(node.children ?? []), 0);
  const fixedCount =
    plain.length +
    10 /* clusters */ +
    demoSubBrands.length +
    treeSize(demoCategoryTree) +
    treeSize(demoCustomPageTree);
  const extraTypes = [
    'bundle',
    'story',
    'teaser',
    'brand-story',
    'hotdrop',
    'highlight',
    'idol-story',
    'brand-discovery',
  ];
  const topUpCount = Math.max(0, (context.totalEntities ?? 0) - fixedCount);
  const topUpType = (i: number) => extraTypes[i % extraTypes.length]!;

  const plainIds = await insertChunked(
    db,
    plain.map((p) => p.row),
    (chunk) => db.insert(entities).values(chunk).returning({ id: entities.id }),
  );
  const planned: (Planned & { id: number })[] = plain.map((p, i) => ({ ...p, id: plainIds[i]! }));
  const storyIds = planned.filter((p) => p.row.entityType === 'story').map((p) => p.id);
  const byName = new Map(
    planned.filter((p) => p.row.entityType === 'profile-brand').map((p) => [p.row.internalName, p.id]),
  );

  // Clusters (pages per shop), sub-brands (parent brand), then the trees level by level.
  const second: Planned[] = [];
  for (let i = 0; i < 10; i++) {
    second.push({
      row: entity('cluster', `Cluster: ${themes[(i * 7) % themes.length]}`, { tagIds: someTags() }),
      configs: 'publishable',
      pageIds: Array.from({ length: rnd.int(2, 5) }, () => rnd.pick(storyIds)).filter(
        (id, j, all) => all.indexOf(id) === j,
      ),
    });
  }
  for (const sub of demoSubBrands) {
    second.push({
      row: entity('profile-brand', sub.name, {
        parentId: byName.get(sub.parent)!,
        tagIds: [tagId('brands', sub.name)],
        fields: { brandTagId: tagId('brands', sub.name), headline: `Discover ${sub.name}` },
      }),
      configs: 'live',
    });
  }
  const secondIds = await insertChunked(
    db,
    second.map((p) => p.row),
    (chunk) => db.insert(entities).values(chunk).returning({ id: entities.id }),
  );
  planned.push(...second.map((p, i) => ({ ...p, id: secondIds[i]! })));

  for (const [type, tree] of [
    ['category', demoCategoryTree],
    ['custom-page', demoCustomPageTree],
  ] as const) {
    let level: { node: TreeNode; parentId: number | null; path: string }[] = tree.map((node) => ({
      node,
      parentId: null,
      path: '',
    }));
    while (level.length) {
      const rows: Planned[] = level.map(({ node, parentId, path }) => ({
        row: entity(
          type,
          path ? `${path.split('/').slice(-1)[0]} > ${node.name}`.replace(/^ > /, '') : node.name,
          {
            parentId,
            tagIds: [],
          },
        ),
        configs: 'publishable',
        stream: type === 'category',
      }));
      // Category names carry the parent for clarity (Women > Dresses); custom pages keep their own name.
      rows.forEach((r, i) => {
        r.row.internalName =
          type === 'category' && level[i]!.path
            ? `${level[i]!.path} > ${level[i]!.node.name}`
            : level[i]!.node.name;
      });
      const ids = await insertChunked(
        db,
        rows.map((r) => r.row),
        (chunk) => db.insert(entities).values(chunk).returning({ id: entities.id }),
      );
      planned.push(...rows.map((r, i) => ({ ...r, id: ids[i]! })));
      level = level.flatMap(({ node, path }, i) =>
        (node.children ?? []).map((child) => ({
          node: child,
          parentId: ids[i]!,
          path: path ? `${path} > ${node.name}` : node.name,
        })),
      );
    }
  }

  // ── Shop configs ──
  // Top-up rows (benchmarks) get as many shops as the demo's, so lists are measured as the demo serves them.
  const shopsOf = (p: Planned) =>
    shopIds.filter((_id, i) => i === 0 || (p.configs === 'live' ? true : rnd.chance(0.6)));
  const configName = (p: Planned) =>
    p.row.internalName.includes(' > ') ? p.row.internalName.split(' > ').pop()! : p.row.internalName;
  /** The shop configs of one entity; `firstIndex` numbers their blocks (unique ids over the seed). */
  const configsOf = (p: Planned & { id: number }, shops: number[], firstIndex: number): ConfigInsert[] => {
    const name = configName(p);
    const slug = slugify(name);
    return shops.map((appId, k) => {
      let isPublished: boolean;
      let hasSnapshot: boolean;
      let activeFrom: Date | null = null;
      let activeUntil: Date | null = null;
      if (p.configs === 'live') {
        isPublished = true;
        hasSnapshot = true;
      } else if (p.row.entityType === 'bundle') {
        isPublished = Boolean(p.row.isPublished);
        hasSnapshot = isPublished || rnd.chance(0.5);
        if (isPublished && rnd.chance(0.2)) activeFrom = new Date(now.getTime() + rnd.int(1, 40) * DAY);
      } else {
        const roll = rnd.next();
        isPublished = roll < 0.6;
        hasSnapshot = isPublished || roll < 0.8;
        if (roll < 0.45) activeFrom = new Date(now.getTime() - rnd.int(1, 200) * DAY);
        else if (roll < 0.55) activeFrom = new Date(now.getTime() + rnd.int(1, 60) * DAY);
        else if (roll < 0.6) activeUntil = new Date(now.getTime() - rnd.int(1, 30) * DAY); // expired
      }
      const hash = rnd.pick(imageHashes);
      // Benchmark bundles carry every preview variant an editor must fill (required in the form), the
      // heaviest preview a list can answer; the variants' hashes follow from the first (no extra draws).
      const variants =
        p.topUp && p.row.entityType === 'bundle'
          ? BUNDLE_IMAGE_KEYS.map((key, k) => [
              key,
              {
                hash: imageHashes[(imageHashes.indexOf(hash) + k) % imageHashes.length],
                meta: { focus: 'center-center' },
              },
            ])
          : [['desktop_default', { hash, meta: { focus: 'center-center' } }]];
      const draft: Record<string, unknown> = {
        preview: { imagesByType: Object.fromEntries(variants) },
        seodata: {
          title: `${name} | Maison Demo`,
          description: `${name}: discover the edit at Maison Demo.`,
          robots: 'index,follow',
        },
      };
      if (p.pageIds) draft.pageIds = p.pageIds;
      const blocks: ContentElement[] =
        p.configs === 'publishable' && p.row.entityType !== 'cluster'
          ? [
              {
                id: blockId(firstIndex + k, 0),
                index: 0,
                type: 'headline',
                attributes: { text: name, textAlign: 'left' },
                position: { slot: 'main', index: 0, col: 0, row: 1, colSpan: 1, rowSpan: 1 },
                tracking: { cpid: md5(`${p.id}:${appId}:0`).slice(0, 6) },
              },
              {
                id: blockId(firstIndex + k, 1),
                index: 1,
                type: 'product-slider',
                attributes: {
                  headline: { text: 'Shop the look', size: 'm' },
                  // Two products of the demo feed (the preview and the product chips show them), from the
                  // same two draws of the random sequence as before.
                  productIds: [rnd.int(0, 400), rnd.int(0, 400) + 180].map(
                    (n) => demoProductIds[n % demoProductIds.length]!,
                  ),
                },
                position: { slot: 'main', index: 1, col: 0, row: 2, colSpan: 1, rowSpan: 1 },
                tracking: { cpid: md5(`${p.id}:${appId}:1`).slice(0, 6) },
              },
            ]
          : [];
      // Made for every publishable config (the random sequence stays the same), kept where a slot takes them.
      const contentElements = takesDemoBlocks(p.row.entityType as EntityType) ? blocks : [];
      const stream = p.stream ? seededStream(p.id) : null;
      const values = {
        entityId: p.id,
        appId,
        name,
        slug,
        path: `/${slug}`,
        isPublished,
        activeFrom,
        activeUntil,
        hiddenUntil: null,
        isDraft: !hasSnapshot || rnd.chance(0.2),
        draft,
        contentElements,
        streamType: 'default' as const,
        // Settings whose recalculation gives the seeded figures (the overview's recalculate button).
        sourceCategories: stream ? stream.sourceCategories : [],
        streamProductCount: stream && isPublished ? stream.count : null,
        streamProductEstimate: stream ? stream.estimate : null,
        createdAt: p.row.createdAt,
        updatedAt: p.row.updatedAt,
      };
      return {
        ...values,
        published: hasSnapshot ? { name, slug, path: `/${slug}`, contentElements, ...draft } : null,
      };
    });
  };
  const configs: ConfigInsert[] = [];
  for (const p of planned) {
    if (p.configs === 'none') continue;
    configs.push(...configsOf(p, shopsOf(p), configs.length));
  }
  for (let i = 0; i < configs.length; i += 1000)
    await db.insert(appConfigs).values(configs.slice(i, i + 1000));

  // Top-up (SEED_ENTITIES): generated rows of the everyday types, after the demo's (whose random draws stay
  // those of the plain demo), written in bulk 2 000 entities at a time. Their search text is known before the
  // insert (the names are), so the triggers that would compute it row by row and then rewrite every entity
  // once its configs arrive (migration 0009) are off meanwhile; the kept counts' trigger stays on.
  async function seedTopUp(count: number, firstIndex: number) {
    let blockIndex = firstIndex;
    let configCount = 0;
    await withTriggersOff(db, entities, ['entities_before_write'], () =>
      withTriggersOff(db, appConfigs, ['app_configs_inserted'], async () => {
        for (let start = 0; start < count; start += TOP_UP_BATCH) {
          const batch: Planned[] = [];
          for (let i = start; i < Math.min(count, start + TOP_UP_BATCH); i++) {
            const type = topUpType(i);
            const row = entity(type, `${themes[i % themes.length]} ${Math.floor(i / themes.length) + 2}`, {
              tagIds: someTags(),
              isPublished: type === 'bundle' && rnd.chance(0.7),
            });
            batch.push({ row, configs: 'publishable', stream: type !== 'teaser', topUp: true });
          }
          const shops = batch.map(shopsOf);
          const ids = await nextIds(db, entities, batch.length);
          await bulkInsert(
            db,
            entities,
            batch.map((p, k) => ({
              ...p.row,
              id: ids[k]!,
              searchText: searchTextOf(
                p.row.internalName,
                shops[k]!.map(() => configName(p)),
              ),
            })),
          );
          const rows = batch.flatMap((p, k) => {
            const made = configsOf({ ...p, id: ids[k]! }, shops[k]!, blockIndex);
            blockIndex += made.length;
            return made;
          });
          await bulkInsert(db, appConfigs, rows);
          configCount += rows.length;
        }
      }),
    );
    return { entities: count, appConfigs: configCount };
  }

  const topUp = await seedTopUp(topUpCount, configs.length);

  return {
    entities: planned.length + topUp.entities,
    appConfigs: configs.length + topUp.appConfigs,
    tags: tagRows.length,
    media: mediaRows.length,
  };
}

/**
 * A page's (or bundle's) product stream in the demo feed: one feed category picked by the page id, counted the way
 * a recalculation counts it (services/stream-count.ts), so recalculating changes nothing.
 */
const seededStreams = new Map<
  number,
  { feed: ReturnType<typeof demoProducts>; stream: ReturnType<typeof countStream> }
>();
function seededStream(pageId: number) {
  const feed = demoProducts();
  const categories = [...feed.categories.values()];
  const category = categories[pageId % categories.length]!;
  // One count per feed category (a large seed asks it for every config).
  let counted = seededStreams.get(category.id);
  if (!counted || counted.feed !== feed) {
    counted = { feed, stream: countStream(feed, category) };
    seededStreams.set(category.id, counted);
  }
  return counted.stream;
}

function countStream(feed: ReturnType<typeof demoProducts>, category: { id: number; name: string }) {
  const sourceCategories = [{ id: category.id, name: category.name }];
  const ids = defaultStreamProducts(feed, {
    streamType: 'default',
    sourceCategories,
    streamIncludedProductIds: [],
    streamBundleIds: [],
  });
  const products = [...ids].map((id) => feed.byId.get(id)!);
  return {
    sourceCategories,
    count: products.filter((product) => !product.isSoldOut).length,
    estimate: products.length,
  };
}

/** Types whose main slot takes the demo blocks (headline, product slider); others have no editor or another slot. */
function takesDemoBlocks(type: EntityType): boolean {
  const slots = formSchemaOf(type).meta.attributes?.slots ?? [];
  return slots.some(
    (slot) =>
      slot.name === 'main' &&
      slot.blockTypeNames.includes('headline') &&
      slot.blockTypeNames.includes('product-slider'),
  );
}
