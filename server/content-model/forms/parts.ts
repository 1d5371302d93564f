// Building blocks of the form-field schemas (the wizard's steps): field builders per widget and the groups
// many types repeat (general step, shop settings with visibility, SEO, preview images, stream, editor).
// Field names are those the entities store: shared fields in the entity's `fields` (or its columns), the
// fields of shop-constrained sections in the app config (its columns or its `draft`).
import type {
  EditorSlot,
  EntitySchemaAttributes,
  FormNode,
  FormNodeAttributes,
  FormSchemaResponse,
  FormSection,
  UploadConstraints,
} from '@generated/model';

type Options = Partial<Pick<FormNode, 'required' | 'translatable' | 'defaultValue' | 'description'>> & {
  attributes?: FormNodeAttributes;
};

const node = (name: string, label: string, component: string, options: Options = {}): FormNode => ({
  name,
  label,
  type: 'field',
  component,
  ...options,
});

/** Field builders, one per widget of the contract's FormNode.component list. */
export const f = {
  text: (name: string, label: string, options: Options & { maxLength?: number } = {}) => {
    const { maxLength, attributes, ...rest } = options;
    return node(name, label, 'TextField', {
      ...rest,
      ...(maxLength || attributes
        ? { attributes: { ...attributes, ...(maxLength ? { maxLength } : {}) } }
        : {}),
    });
  },
  textArea: (name: string, label: string, maxLength?: number, options: Options = {}) =>
    node(name, label, 'TextArea', { ...options, ...(maxLength ? { attributes: { maxLength } } : {}) }),
  richText: (name: string, label: string, options: Options = {}) =>
    node(name, label, 'RichText', { translatable: true, ...options }),
  select: (
    name: string,
    label: string,
    values: readonly (string | readonly [string | number, string])[],
    defaultValue?: string | number,
    options: Options & { multiple?: boolean } = {},
  ) => {
    const { multiple, ...rest } = options;
    return node(name, label, 'Select', {
      ...(defaultValue !== undefined ? { defaultValue } : {}),
      ...rest,
      attributes: {
        options: values.map((v) =>
          typeof v === 'string' ? { label: v, value: v } : { label: v[1], value: v[0] },
        ),
        ...(multiple ? { multiple: true } : {}),
      },
    });
  },
  checkbox: (name: string, label: string, defaultValue = false) =>
    node(name, label, 'Checkbox', { defaultValue }),
  switch: (name: string, label: string, defaultValue = false) =>
    node(name, label, 'Switch', { defaultValue }),
  dateTime: (name: string, label: string, options: Options = {}) =>
    node(name, label, 'DateTimePicker', options),
  images: (
    name: string,
    label: string,
    keys: string[],
    constraints?: UploadConstraints,
    options: Options = {},
  ) =>
    node(name, label, 'ImageSet', {
      ...options,
      attributes: { keys, focus: true, ...(constraints ? { constraints } : {}) },
    }),
  videos: (name: string, label: string, keys: string[] = ['desktop', 'mobile'], options: Options = {}) =>
    node(name, label, 'VideoSet', { ...options, attributes: { keys, constraints: { maxSize: 200_000 } } }),
  productIds: (name: string, label: string, options: Options = {}) =>
    node(name, label, 'ProductIds', options),
  storyIds: (name: string, label: string, options: Options = {}) => node(name, label, 'StoryIds', options),
  categories: (name = 'sourceCategories', label = 'Source categories') =>
    node(name, label, 'CategorySelect', { attributes: { multiple: true } }),
  tags: (tagGroups: string[], name = 'tags', label = 'Tags') =>
    node(name, label, 'DynamicTags', { attributes: { tagGroups } }),
  color: (name: string, label: string, defaultValue?: string) =>
    node(name, label, 'ColorPicker', defaultValue ? { defaultValue } : {}),
  slug: (name = 'slug', label = 'Slug', required = true) =>
    node(name, label, 'SlugField', { required, attributes: { maxLength: 255 } }),
};

/** A nesting group: its items are stored below `name`. */
export const group = (name: string, label: string, items: FormNode[]): FormNode => ({
  name,
  label,
  type: 'group',
  component: 'FieldUnit',
  items,
});

/** A layout-only unit: arranges its items, adds no nesting level. */
export const unit = (name: string, label: string, items: FormNode[]): FormNode => ({
  name,
  label,
  type: 'group',
  component: 'FieldUnit',
  layoutOnly: true,
  items,
});

/** A list of cards (CTAs, highlight items, rules …); `item` names one entry in its messages. */
export const cardList = (name: string, label: string, items: FormNode[], item: string): FormNode => ({
  name,
  label,
  type: 'array',
  component: 'CardList',
  attributes: { item },
  items,
});

export const section = (
  slug: string,
  label: string,
  isAppConstrained: boolean,
  items: FormNode[],
): FormSection => ({
  label,
  type: 'section',
  component: 'Section',
  attributes: { slug, isAppConstrained },
  items,
});

/** Image limits of the desktop and mobile preview and stage images (spec 1 §5). */
export const IMAGE_LIMITS: UploadConstraints = { minWidth: 800, minHeight: 400, maxSize: 20_000 };

export const internalName = () => f.text('internalName', 'Internal name', { required: true, maxLength: 255 });

/** General: internal name and tags (shared). */
export const generalSection = (tagGroups: string[], extra: FormNode[] = []) =>
  section('general', 'General', false, [
    internalName(),
    ...(tagGroups.length ? [f.tags(tagGroups)] : []),
    ...extra,
  ]);

export const visibility = () =>
  unit('visibility', 'Visibility', [
    f.dateTime('activeFrom', 'Active from'),
    f.dateTime('activeUntil', 'Active until'),
    f.dateTime('hiddenUntil', 'Hidden until'),
  ]);

/** Shop settings: shop name, slug and visibility (shop-constrained). */
export const shopSettingsSection = (extra: FormNode[] = [], withSlug = true) =>
  section('shop-settings', 'Shop settings', true, [
    f.text('name', 'Name', { required: true, translatable: true, maxLength: 255 }),
    ...(withSlug ? [f.slug()] : []),
    visibility(),
    ...extra,
  ]);

export const ROBOTS = ['index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow'] as const;

/** The SEO group: stored in the app config's `seodata`. */
export const seoGroup = (extra: FormNode[] = []) =>
  group('seodata', 'SEO', [
    f.text('title', 'SEO title', { required: true, translatable: true, maxLength: 60 }),
    f.textArea('description', 'SEO description', 160, { required: true, translatable: true }),
    f.select('robots', 'Robots', ROBOTS, 'index,follow'),
    ...extra,
  ]);

export const seoSection = () => section('seo', 'SEO', true, [seoGroup()]);

export const DEFAULT_IMAGE_KEYS = ['desktop_default', 'mobile_default'];

/** Preview images: the app config's `preview.imagesByType`. */
export const previewImagesSection = (keys = DEFAULT_IMAGE_KEYS) =>
  section('preview-images', 'Preview images', true, [
    f.images('preview.imagesByType', 'Preview images', keys, IMAGE_LIMITS, { required: true }),
  ]);

/** The product stream of a page: stream type, bundles, categories and pinned products. */
export const streamItems = (): FormNode[] => [
  f.select(
    'streamType',
    'Stream type',
    [
      ['default', 'Products'],
      ['bundles', 'Bundles'],
    ],
    'default',
  ),
  f.productIds('streamBundleIds', 'Stream bundle IDs', {
    description: 'Bundles streamed when the type is Bundles.',
  }),
  f.categories(),
  f.productIds('streamIncludedProductIds', 'Included product IDs'),
];

export const streamSection = () => section('stream', 'Product stream', true, streamItems());

export const slot = (
  name: string,
  label: string,
  blockTypeNames: string[],
  maxItems?: number,
): EditorSlot => ({
  name,
  label,
  blockTypeNames,
  ...(maxItems ? { maxItems } : {}),
});

export const editor = (slots: EditorSlot[]): FormNode => ({
  name: 'contentElements',
  label: slots.length > 1 ? 'Content Blocks' : slots[0]!.label,
  type: 'field',
  component: 'Editor',
  attributes: { slots },
});

export const contentSection = (slots: EditorSlot[]) => section('content', 'Content', true, [editor(slots)]);

/** The storefront kinds of spec 2 §2.8 the pages with a live preview offer besides MAIN_BLOCKS (issue 22). */
export const STOREFRONT_BLOCKS = [
  'subline',
  'product-row',
  'product-recommendation',
  'tiles',
  'numeration',
  'separator',
  'link',
  'placeholder',
  'teaser',
];

/** The block types most pages offer in their main slot. */
export const MAIN_BLOCKS = [
  'headline',
  'text',
  'image',
  'image-and-text',
  'video',
  'product-slider',
  'product-grid',
  'look-grid',
  'teaser-slider',
  'story-slider',
  'quote',
  'cta-button',
  'accordion',
  'divider',
  'spacer',
];

/** A type's whole schema: its steps plus the entity attributes (hasPreview and slots from its editor). */
export function formSchema(
  entityType: string,
  sections: FormSection[],
  hasPreview = false,
): FormSchemaResponse {
  const slots = sections
    .flatMap((s) => s.items)
    .filter((n) => n.component === 'Editor')
    .flatMap((n) => n.attributes?.slots ?? []);
  const attributes: EntitySchemaAttributes = { hasPreview, ...(slots.length ? { slots } : {}) };
  return { data: sections, meta: { entityType, attributes } };
}
