// The demo products behind the shop proxy (`/proxies/bapi/{appId}/...`) and the page product streams: a
// few hundred fashion products in a small category tree, made by a seeded generator, so every start (and
// every test) sees the same ids, names, prices and sold-out flags. It lives in memory; nothing is stored.
// ("Catalogue" means the entity types; this is the product feed.)
import type { Product, ProductFilter, ProxyCategory } from '@generated/model';
import { demoImageHashes } from './demo-files';

export interface DemoProduct {
  id: number;
  name: string;
  brand: { id: number; name: string };
  /** The leaf category and its ancestors. */
  categoryIds: number[];
  colorId: number;
  price: number;
  isSoldOut: boolean;
  imageHash: string | null;
}

export interface ProductFeed {
  products: DemoProduct[];
  byId: Map<number, DemoProduct>;
  categories: Map<number, ProxyCategory>;
  brands: { id: number; name: string }[];
  colors: { id: number; name: string }[];
}

const FIRST_PRODUCT_ID = 8_812_000;
const PRODUCT_COUNT = 360;

const brandNames = [
  'Arket',
  'Ganni',
  "Levi's",
  'COS',
  'Filippa K',
  'Acne Studios',
  'Samsøe Samsøe',
  'Closed',
  'Mango',
  'Veja',
  'Toteme',
  'Nanushka',
];
const colorNames = [
  'Black',
  'Beige',
  'White',
  'Navy',
  'Olive',
  'Terracotta',
  'Sage',
  'Camel',
  'Blush',
  'Denim Blue',
];
const adjectives = [
  'Relaxed',
  'Slim',
  'Oversized',
  'Cropped',
  'Wide Leg',
  'Tailored',
  'Classic',
  'Soft',
  'Boxy',
  'Midi',
];
const materials = [
  'Linen',
  'Cotton',
  'Wool',
  'Cashmere',
  'Denim',
  'Leather',
  'Seersucker',
  'Jersey',
  'Silk',
  'Corduroy',
];

/** Category tree: root id → name, children id → [name, item words]. */
const tree: { id: number; name: string; children: { id: number; name: string; items: string[] }[] }[] = [
  {
    id: 20000,
    name: 'Women',
    children: [
      { id: 20011, name: 'Dresses', items: ['Dress', 'Shirt Dress', 'Slip Dress'] },
      { id: 20012, name: 'Tops', items: ['Blouse', 'T-Shirt', 'Tank Top'] },
      { id: 20013, name: 'Trousers', items: ['Trousers', 'Culottes', 'Chinos'] },
      { id: 20014, name: 'Jeans', items: ['Jeans', 'Mom Jeans', 'Flared Jeans'] },
      { id: 20015, name: 'Knitwear', items: ['Cardigan', 'Jumper', 'Knit Vest'] },
      { id: 20016, name: 'Jackets & Coats', items: ['Blazer', 'Trench Coat', 'Jacket'] },
    ],
  },
  {
    id: 30000,
    name: 'Men',
    children: [
      { id: 30011, name: 'Shirts', items: ['Shirt', 'Overshirt', 'Oxford Shirt'] },
      { id: 30012, name: 'T-Shirts', items: ['T-Shirt', 'Polo Shirt', 'Henley'] },
      { id: 30013, name: 'Trousers', items: ['Trousers', 'Chinos', 'Cargo Pants'] },
      { id: 30014, name: 'Jeans', items: ['Jeans', 'Straight Jeans', 'Tapered Jeans'] },
      { id: 30015, name: 'Knitwear', items: ['Jumper', 'Cardigan', 'Roll Neck'] },
    ],
  },
  {
    id: 40000,
    name: 'Shoes & Accessories',
    children: [
      { id: 40011, name: 'Sneakers', items: ['Sneakers', 'Runners', 'Court Shoes'] },
      { id: 40012, name: 'Bags', items: ['Tote Bag', 'Shoulder Bag', 'Crossbody Bag'] },
      { id: 40013, name: 'Scarves', items: ['Scarf', 'Bandana', 'Stole'] },
    ],
  },
];

/** mulberry32: a tiny deterministic generator, enough for demo data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function buildProductFeed(imageHashes: string[] = [], count = PRODUCT_COUNT): ProductFeed {
  const next = random(20_250_518);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;

  const categories = new Map<number, ProxyCategory>();
  for (const root of tree) {
    categories.set(root.id, {
      id: root.id,
      name: root.name,
      slug: slugOf(root.name),
      path: `/${slugOf(root.name)}`,
      parentId: null,
      childrenIds: root.children.map((child) => child.id),
    });
    for (const child of root.children) {
      categories.set(child.id, {
        id: child.id,
        name: child.name,
        slug: slugOf(child.name),
        path: `/${slugOf(root.name)}/${slugOf(child.name)}`,
        parentId: root.id,
        childrenIds: [],
      });
    }
  }
  const leaves = tree.flatMap((root) => root.children.map((child) => ({ root, child })));
  const brands = brandNames.map((name, i) => ({ id: 230 + i, name }));
  const colors = colorNames.map((name, i) => ({ id: 38_920 + i, name }));

  const products: DemoProduct[] = [];
  for (let i = 0; i < count; i += 1) {
    const { root, child } = leaves[i % leaves.length]!;
    const color = pick(colors);
    const name = `${pick(adjectives)} ${pick(materials)} ${pick(child.items)}`;
    products.push({
      id: FIRST_PRODUCT_ID + i,
      name,
      brand: pick(brands),
      categoryIds: [child.id, root.id],
      colorId: color.id,
      // 19.95 … 399.95 in minor units, ending in 95.
      price: (Math.floor(next() * 38) + 2) * 1000 - 5,
      isSoldOut: next() < 0.12,
      imageHash: imageHashes.length ? imageHashes[i % imageHashes.length]! : null,
    });
  }
  return { products, byId: new Map(products.map((p) => [p.id, p])), categories, brands, colors };
}

/** The category and everything below it. */
export function categoryWithDescendants(feed: ProductFeed, id: number): Set<number> {
  const ids = new Set<number>();
  const visit = (current: number) => {
    const category = feed.categories.get(current);
    if (!category || ids.has(current)) return;
    ids.add(current);
    for (const child of category.childrenIds ?? []) visit(child);
  };
  visit(id);
  return ids;
}

export const inCategories = (product: DemoProduct, categoryIds: Set<number>) =>
  product.categoryIds.some((id) => categoryIds.has(id));

export interface ProductQuery {
  searchTerm?: string;
  ids?: number[];
  categoryId?: number;
  /** Include sold-out products (default true). */
  soldOut?: boolean;
  /** Facet filters: group id (brand, color, category) → value ids. */
  facets?: Record<string, number[]>;
  /** With ids: answer placeholders for ids the feed does not know. */
  mockUnknown?: boolean;
}

export type ProductRow = DemoProduct & { placeholder?: boolean };

export function queryProducts(feed: ProductFeed, query: ProductQuery): ProductRow[] {
  let rows: ProductRow[];
  if (query.ids) {
    rows = query.ids.flatMap((id): ProductRow[] => {
      const product = feed.byId.get(id);
      if (product) return [product];
      if (!query.mockUnknown) return [];
      const placeholder = {
        id,
        name: `Unknown product ${id}`,
        brand: { id: 0, name: 'Unknown' },
        categoryIds: [],
        colorId: 0,
        price: 0,
        isSoldOut: true,
        imageHash: null,
        placeholder: true,
      };
      return [placeholder];
    });
  } else {
    rows = feed.products;
  }
  const term = query.searchTerm?.trim().toLowerCase();
  if (term) {
    rows = rows.filter(
      (p) =>
        p.name.toLowerCase().includes(term) ||
        p.brand.name.toLowerCase().includes(term) ||
        String(p.id) === term,
    );
  }
  if (query.categoryId !== undefined) {
    const wanted = categoryWithDescendants(feed, query.categoryId);
    rows = rows.filter((p) => p.placeholder || inCategories(p, wanted));
  }
  if (query.soldOut === false) rows = rows.filter((p) => p.placeholder || !p.isSoldOut);
  for (const [group, values] of Object.entries(query.facets ?? {})) {
    if (!values.length) continue;
    const wanted = new Set(values);
    if (group === 'brand') rows = rows.filter((p) => wanted.has(p.brand.id));
    else if (group === 'color') rows = rows.filter((p) => wanted.has(p.colorId));
    else if (group === 'category') rows = rows.filter((p) => p.categoryIds.some((id) => wanted.has(id)));
  }
  return rows;
}

/** `attributes:key(name),attributes:key(color)` → ['name', 'color']. */
export function requestedAttributes(withParam: string | undefined): string[] {
  if (!withParam) return [];
  return [...withParam.matchAll(/attributes:key\(([^)]*)\)/g)].flatMap((m) =>
    m[1]!.split(/[|,]/).map((k) => k.trim()),
  );
}

export function toProduct(
  feed: ProductFeed,
  row: ProductRow,
  attributes: string[],
  currency: string,
): Product {
  const color = feed.colors.find((c) => c.id === row.colorId);
  const category = feed.categories.get(row.categoryIds[0] ?? -1);
  const known: Record<string, unknown> = {
    name: { label: row.name },
    brand: { id: row.brand.id, label: row.brand.name },
    ...(color ? { color: { id: color.id, label: color.name } } : {}),
    ...(category ? { category: { id: category.id, label: category.name } } : {}),
  };
  const picked = Object.fromEntries(attributes.filter((key) => key in known).map((key) => [key, known[key]]));
  const label = (picked.name as { label?: string } | undefined)?.label;
  return {
    id: row.id,
    name: label ?? row.name,
    brand: row.brand,
    imageHash: row.imageHash,
    price: { amount: row.price, currency },
    isSoldOut: row.isSoldOut,
    ...(attributes.length ? { attributes: picked } : {}),
  };
}

/** The facet groups offered for a category: brands, colours and subcategories present in it. */
export function categoryFilters(feed: ProductFeed, categoryId: number): ProductFilter[] {
  const wanted = categoryWithDescendants(feed, categoryId);
  const products = feed.products.filter((p) => inCategories(p, wanted));
  const brandIds = new Set(products.map((p) => p.brand.id));
  const colorIds = new Set(products.map((p) => p.colorId));
  const children = feed.categories.get(categoryId)?.childrenIds ?? [];
  const filters: ProductFilter[] = [
    {
      id: 'brand',
      name: 'Brand',
      type: 'attributes',
      values: feed.brands.filter((b) => brandIds.has(b.id)),
    },
    {
      id: 'color',
      name: 'Colour',
      type: 'attributes',
      values: feed.colors.filter((c) => colorIds.has(c.id)),
    },
  ];
  if (children.length) {
    filters.push({
      id: 'category',
      name: 'Category',
      type: 'attributes',
      values: children.map((id) => ({ id, name: feed.categories.get(id)!.name })),
    });
  }
  filters.push({ id: 'soldOut', name: 'Show sold out', type: 'boolean' });
  return filters;
}

/** Currency of a shop from its locale (de-CH → CHF, en-GB → GBP, else EUR). */
export function currencyOf(localeCode: string): string {
  const country = localeCode.split(/[-_]/)[1]?.toUpperCase();
  if (country === 'CH') return 'CHF';
  if (country === 'GB') return 'GBP';
  if (country === 'SE') return 'SEK';
  if (country === 'DK') return 'DKK';
  if (country === 'PL') return 'PLN';
  return 'EUR';
}

let demo: ProductFeed | undefined;
/** The feed over the demo files, one per process: it is deterministic, so every process has the same. */
export const demoProducts = () => (demo ??= buildProductFeed(demoImageHashes()));
