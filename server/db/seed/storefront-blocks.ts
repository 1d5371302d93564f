// The storefront block kinds spec 2 §2.8 names that the first demo block types lacked (issue 22: the live
// preview renders each of them): subline, product row, product recommendation, tiles, numeration, separator,
// link, placeholder and teaser. Seeded after the rest of the demo content, so no earlier row changes its id.
import type { FormNode } from '@generated/model';
import type { Db } from '../client';
import { entities } from '../schema';

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
