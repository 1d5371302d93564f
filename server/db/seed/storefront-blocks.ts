// The storefront block kinds spec 2 §2.8 names that the first demo block types lacked (issue 22: the live
// preview renders each of them): subline, product row, product recommendation, tiles, numeration, separator,
// link, placeholder and teaser. Seeded after the rest of the demo content, so no earlier row changes its id.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FormNode } from '@generated/model';
import type { Db } from '../client';
import { appConfigs, entities } from '../schema';

const field = (name: string, label: string, component: string, extra: Partial<FormNode> = {}): FormNode => ({
  name,
  label,
  type: 'field',
  component,
  ...extra,
});
const text = (name: string, label: string, extra: Partial<FormNode> = {}) =>
  field(name, label, 'TextField', extra);
const select = (name: string, label: string, values: string[], defaultValue: string): FormNode =>
  field(name, label, 'Select', {
    defaultValue,
    attributes: { options: values.map((value) => ({ label: value, value })) },
  });
const headline = (name = 'headline', label = 'Headline'): FormNode => ({
  name,
  label,
  type: 'group',
  items: [text('text', 'Text', { translatable: true }), select('size', 'Size', ['s', 'm', 'l'], 'm')],
});
const images = (): FormNode =>
  field('images', 'Images', 'ImageSet', {
    attributes: { keys: ['desktop_default', 'mobile_default'], focus: true },
  });
const cta: FormNode = {
  name: 'cta',
  label: 'Call to action',
  type: 'group',
  items: [
    text('text', 'Text', { translatable: true }),
    text('link', 'Link'),
    select('align', 'Alignment', ['left', 'center', 'right'], 'left'),
  ],
};

export const storefrontBlockTypes: { name: string; label: string; icon: string; schema: FormNode[] }[] = [
  {
    name: 'subline',
    label: 'Subline',
    icon: 'short_text',
    schema: [
      text('text', 'Text', { translatable: true, required: true }),
      select('size', 'Size', ['s', 'm', 'l'], 's'),
      select('textAlign', 'Alignment', ['left', 'center', 'right', 'justify'], 'left'),
    ],
  },
  {
    name: 'product-row',
    label: 'Product row',
    icon: 'view_week',
    schema: [headline(), field('productIds', 'Products', 'ProductIds'), cta],
  },
  {
    name: 'product-recommendation',
    label: 'Product recommendation',
    icon: 'recommend',
    schema: [headline(), field('productIds', 'Fallback products', 'ProductIds')],
  },
  {
    name: 'tiles',
    label: 'Tiles',
    icon: 'dashboard',
    schema: [
      headline(),
      {
        name: 'tiles',
        label: 'Tiles',
        type: 'array',
        items: [images(), text('text', 'Text', { translatable: true }), text('link', 'Link')],
      },
    ],
  },
  {
    name: 'numeration',
    label: 'Numeration',
    icon: 'format_list_numbered',
    schema: [
      headline(),
      {
        name: 'items',
        label: 'Steps',
        type: 'array',
        items: [text('title', 'Title', { translatable: true }), text('text', 'Text', { translatable: true })],
      },
    ],
  },
  {
    name: 'separator',
    label: 'Separator',
    icon: 'horizontal_rule',
    schema: [select('style', 'Style', ['line', 'space'], 'line')],
  },
  {
    name: 'link',
    label: 'Link',
    icon: 'link',
    schema: [
      text('text', 'Text', { translatable: true, required: true }),
      text('url', 'URL', { required: true }),
      select('align', 'Alignment', ['left', 'center', 'right'], 'left'),
    ],
  },
  {
    name: 'placeholder',
    label: 'Placeholder',
    icon: 'crop_free',
    schema: [text('label', 'Label'), text('note', 'Note')],
  },
  {
    name: 'teaser',
    label: 'Teaser',
    icon: 'featured_video',
    schema: [images(), headline(), cta],
  },
];

/** The storefront block kinds as block-type rows of the tenant. */
export async function seedStorefrontBlockTypes(
  db: Db,
  tenantId: number,
  userId: number | null,
): Promise<void> {
  await db.insert(entities).values(
    storefrontBlockTypes.map((block) => ({
      tenantId,
      entityType: 'block-type',
      internalName: block.label,
      fields: { name: block.name, icon: block.icon, schema: block.schema },
      createdBy: userId,
      updatedBy: userId,
    })),
  );
}

/** The female and male homepage custom pages (spec 2 §2.8: mocked preview), with this environment's ids. */
export const HOMEPAGE_PAGES = [
  { id: 3048, name: 'Homepage Women', slug: 'women' },
  { id: 3049, name: 'Homepage Men', slug: 'men' },
] as const;

const position = (slot: string, index: number) => ({
  slot,
  index,
  col: 0,
  row: index + 1,
  colSpan: 1,
  rowSpan: 1,
});

function homepageBlocks(pageId: number, appId: number, images: readonly string[], productIds: number[]) {
  const image = (i: number) => {
    const hash = images[i % Math.max(1, images.length)];
    return hash
      ? {
          desktop_default: { hash, meta: { focus: 'center-center' } },
          mobile_default: { hash, meta: { focus: 'center-top' } },
        }
      : {};
  };
  const main: [string, Record<string, unknown>][] = [
    [
      'usp-bar',
      { items: [{ text: 'Free shipping from 50 €' }, { text: '100 days returns' }, { text: 'Pay later' }] },
    ],
    ['headline', { text: 'New in this week', textAlign: 'center' }],
    ['subline', { text: 'Fresh arrivals from the brands you love', textAlign: 'center' }],
    ['product-row', { headline: { text: 'Just landed', size: 'm' }, productIds: productIds.slice(0, 4) }],
    [
      'tiles',
      {
        headline: { text: 'Shop by category', size: 'm' },
        tiles: [0, 1, 2].map((i) => ({
          images: image(i + 2),
          text: ['Dresses', 'Knitwear', 'Shoes'][i],
          link: '#',
        })),
      },
    ],
    [
      'teaser',
      { images: image(5), headline: { text: 'The summer edit', size: 'm' }, cta: { text: 'Discover' } },
    ],
    [
      'numeration',
      {
        headline: { text: 'How it works', size: 'm' },
        items: [
          { title: 'Choose', text: 'Pick your favourites.' },
          { title: 'Try', text: 'Try them on at home.' },
          { title: 'Keep', text: 'Keep what you love.' },
        ],
      },
    ],
    ['separator', { style: 'line' }],
    [
      'product-recommendation',
      { headline: { text: 'Recommended for you', size: 'm' }, productIds: productIds.slice(4, 8) },
    ],
    ['link', { text: 'See all new arrivals', url: '#', align: 'center' }],
    ['newsletter', { headline: { text: 'Get 10 % off your first order', size: 'm' }, buttonText: 'Sign up' }],
  ];
  const cpid = (i: number) =>
    `${pageId.toString(36)}${appId.toString(36)}${i.toString(36)}`.padEnd(6, '0').slice(0, 6);
  return [
    {
      id: 700_000 + (pageId - 3048) * 1000 + 999,
      index: 0,
      type: 'category-stage',
      attributes: {
        headline: { text: pageId === 3048 ? 'Women' : 'Men', size: 'l' },
        subline: { text: 'The new season is here', size: 's' },
        images: image(pageId),
        categories: [],
      },
      position: position('stage', 0),
      tracking: { cpid: cpid(99) },
    },
    ...main.map(([type, attributes], index) => ({
      id: 710_000 + (pageId - 3048) * 1000 + index,
      index,
      type,
      attributes,
      position: position('main', index),
      tracking: { cpid: cpid(index) },
    })),
  ];
}

/**
 * Seeds the homepage custom pages with their fixed ids (when still free) and moves the id sequence past them,
 * so later entities never collide. Every shop gets a draft config full of storefront blocks.
 */
export async function seedHomepages(
  db: Db,
  input: {
    tenantId: number;
    shopIds: number[];
    userId: number | null;
    images: readonly string[];
    productIds: number[];
  },
): Promise<void> {
  const ids = HOMEPAGE_PAGES.map((page) => page.id);
  const taken = await db.select({ id: entities.id }).from(entities).where(inArray(entities.id, ids));
  if (taken.length) return;
  // Below the first custom page tree's root (the overview keeps its roots).
  const [root] = await db
    .select({ id: entities.id })
    .from(entities)
    .where(
      and(
        eq(entities.tenantId, input.tenantId),
        eq(entities.entityType, 'custom-page'),
        isNull(entities.parentId),
      ),
    )
    .orderBy(asc(entities.id))
    .limit(1);
  await db.insert(entities).values(
    HOMEPAGE_PAGES.map((page) => ({
      id: page.id,
      parentId: root?.id ?? null,
      tenantId: input.tenantId,
      entityType: 'custom-page',
      internalName: page.name,
      createdBy: input.userId,
      updatedBy: input.userId,
    })),
  );
  await db.execute(
    sql`select setval(pg_get_serial_sequence('entities', 'id'), (select max(id) from ${entities}))`,
  );
  await db.insert(appConfigs).values(
    HOMEPAGE_PAGES.flatMap((page) =>
      input.shopIds.map((appId) => ({
        entityId: page.id,
        appId,
        name: page.name,
        slug: page.slug,
        path: `/${page.slug}`,
        isPublished: false,
        isDraft: true,
        draft: {
          seodata: {
            title: `${page.name} | Maison Demo`,
            description: `${page.name}: the new season at Maison Demo.`,
            robots: 'index,follow',
          },
          ...(input.images[0]
            ? {
                preview: {
                  imagesByType: {
                    desktop_default: { hash: input.images[0], meta: { focus: 'center-center' } },
                  },
                },
              }
            : {}),
        },
        contentElements: homepageBlocks(page.id, appId, input.images, input.productIds),
      })),
    ),
  );
}
