import { describe, expect, it } from 'vitest';
import type { FormSection } from '@generated/model';
import { fieldLabel } from '@/features/history/field-labels';

const sections: FormSection[] = [
  {
    label: 'General',
    attributes: { slug: 'general' },
    items: [
      { name: 'internalName', label: 'Internal name', type: 'field' },
      {
        name: 'layout',
        type: 'group',
        layoutOnly: true,
        items: [
          {
            name: 'seodata',
            label: 'SEO',
            type: 'group',
            items: [{ name: 'title', label: 'SEO title', type: 'field' }],
          },
        ],
      },
      { name: 'links', label: 'Links', type: 'array', items: [{ name: 'url', label: 'URL', type: 'field' }] },
    ],
  },
  {
    label: 'Shop settings',
    attributes: { slug: 'shop', isAppConstrained: true },
    items: [
      { name: 'name', label: 'Name', type: 'field' },
      { name: 'contentElements', label: 'Content Blocks', type: 'field', component: 'Editor' },
    ],
  },
];

describe('fieldLabel', () => {
  it('names a shared field by its label, a layout-only group adding no level', () => {
    expect(fieldLabel(sections, 'internalName', false)).toBe('Internal name');
    expect(fieldLabel(sections, 'seodata.title', false)).toBe('SEO > SEO title');
  });

  it('names list items and blocks as Item #n', () => {
    expect(fieldLabel(sections, 'links.1.url', false)).toBe('Links > Item #2 > URL');
    expect(fieldLabel(sections, 'contentElements.0.data.headline', true)).toBe(
      'Content Blocks > Item #1 > data > headline',
    );
  });

  it('looks shop paths up in the shop sections only, and keeps an unknown path as it is', () => {
    expect(fieldLabel(sections, 'name', true)).toBe('Name');
    expect(fieldLabel(sections, 'name', false)).toBe('name');
    expect(fieldLabel(sections, 'tags.0.id', false)).toBe('tags.0.id');
  });
});
