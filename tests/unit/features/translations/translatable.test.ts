import { describe, expect, it } from 'vitest';
import { entityTypeFacts } from '@generated/entity-types';
import type { BlockType, FormSection } from '@generated/model';
import type { AppConfigFormValues } from '@/entities';
import {
  isTranslatableSection,
  NO_TARGET_SHOP,
  RESOURCE_ID_MISSING,
  supportsTranslations,
  translatableSections,
  translatableStrings,
  translatableValues,
  translationFor,
  translationRequest,
} from '@/features/translations/translatable';

const BLOCK_TYPES: BlockType[] = [
  {
    id: 1,
    name: 'headline',
    label: 'Headline',
    schema: [
      { name: 'text', label: 'Text', type: 'field', component: 'TextField', translatable: true },
      { name: 'size', label: 'Size', type: 'field', component: 'Select' },
    ],
  },
  {
    id: 2,
    name: 'image',
    label: 'Image',
    schema: [{ name: 'hash', label: 'Image', type: 'field', component: 'ImageSet' }],
  },
  {
    id: 3,
    name: 'teaser',
    label: 'Teaser',
    schema: [
      {
        name: 'cta',
        label: 'CTA',
        type: 'group',
        items: [{ name: 'text', label: 'CTA text', type: 'field', translatable: true }],
      },
    ],
  },
];

const editorSection = (blockTypeNames: string[]): FormSection => ({
  label: 'Content',
  attributes: { slug: 'content', isAppConstrained: true },
  items: [
    {
      name: 'contentElements',
      type: 'field',
      component: 'Editor',
      attributes: { slots: [{ name: 'main', label: 'Main', blockTypeNames }] },
    },
  ],
});

const TEXTS: FormSection = {
  label: 'Texts',
  attributes: { slug: 'texts', isAppConstrained: true },
  items: [
    { name: 'headline', label: 'Headline', type: 'field', translatable: true },
    { name: 'textColor', label: 'Colour', type: 'field' },
    {
      name: 'seo',
      label: 'SEO',
      type: 'group',
      items: [{ name: 'title', label: 'SEO title', type: 'field', translatable: true }],
    },
    {
      name: 'layout',
      type: 'group',
      layoutOnly: true,
      items: [{ name: 'subline', label: 'Subline', type: 'field', translatable: true }],
    },
    {
      name: 'items',
      label: 'Items',
      type: 'array',
      items: [{ name: 'caption', label: 'Caption', type: 'field', translatable: true }],
    },
  ],
};
const SHARED: FormSection = {
  label: 'General',
  attributes: { slug: 'general' },
  items: [{ name: 'internalName', label: 'Name', type: 'field', translatable: true }],
};
const SETTINGS: FormSection = {
  label: 'Settings',
  attributes: { slug: 'settings', isAppConstrained: true },
  items: [{ name: 'slug', label: 'Slug', type: 'field' }],
};

const CONFIG: AppConfigFormValues = {
  appId: 1,
  headline: 'Der Trenchcoat-Guide',
  textColor: '#fff',
  seo: { title: 'Trenchcoats' },
  subline: '   ',
  items: [{ caption: 'Jetzt entdecken' }, { caption: 42 }, { caption: null }],
  contentElements: [
    {
      id: 200002,
      index: 1,
      type: 'headline',
      attributes: { text: 'Jetzt entdecken', size: 'm' },
      position: { slot: 'main', index: 1 },
    },
    {
      id: 200001,
      index: 0,
      type: 'teaser',
      attributes: { cta: { text: 'Mehr' } },
      position: { slot: 'main', index: 0 },
    },
    {
      id: 200003,
      index: 2,
      type: 'image',
      attributes: { hash: 'abc' },
      position: { slot: 'main', index: 2 },
    },
  ],
} as AppConfigFormValues;

describe('translatable sections (spec 2 §5.2)', () => {
  it('needs a shop-constrained section with a translatable field or an editor whose block types have one', () => {
    expect(isTranslatableSection(TEXTS, BLOCK_TYPES)).toBe(true);
    expect(isTranslatableSection(SHARED, BLOCK_TYPES)).toBe(false);
    expect(isTranslatableSection(SETTINGS, BLOCK_TYPES)).toBe(false);
    expect(isTranslatableSection(editorSection(['image', 'headline']), BLOCK_TYPES)).toBe(true);
    expect(isTranslatableSection(editorSection(['image']), BLOCK_TYPES)).toBe(false);
    expect(isTranslatableSection(editorSection(['unknown']), BLOCK_TYPES)).toBe(false);
    expect(translatableSections([SHARED, TEXTS, SETTINGS], BLOCK_TYPES)).toEqual([TEXTS]);
  });

  it('knows the entity types with translations (spec 2 §4.1)', () => {
    expect(supportsTranslations('custom-page')).toBe(true);
    expect(supportsTranslations('teaser')).toBe(true);
    for (const type of ['bundle', 'tag-group', 'tag', 'brand-discovery', 'story', 'unknown', 'toString'])
      expect(supportsTranslations(type)).toBe(false);
  });

  it("states the types once, in the contract's registry that the server reads too (issue 27)", () => {
    const translatable = Object.values(entityTypeFacts).filter((facts) => facts.translatable);
    expect(translatable.map((facts) => facts.type).sort()).toEqual(
      [
        'brand-story',
        'category',
        'cluster',
        'core-page',
        'custom-page',
        'highlight',
        'hotdrop',
        'idol-story',
        'profile-brand',
        'profile-idol',
        'scb-ruleset',
        'teaser',
      ].sort(),
    );
    for (const facts of Object.values(entityTypeFacts))
      expect(supportsTranslations(facts.type), facts.type).toBe(facts.translatable);
  });
});

describe('translatable strings', () => {
  const sections = [SHARED, TEXTS, SETTINGS, editorSection(['headline', 'teaser', 'image'])];

  it('takes non-empty strings and numbers of translatable fields in the form and the blocks, de-duplicated', () => {
    expect(translatableStrings(CONFIG, sections, BLOCK_TYPES)).toEqual([
      'Der Trenchcoat-Guide',
      'Trenchcoats',
      'Jetzt entdecken',
      '42',
      'Mehr',
    ]);
  });

  it('names every value by a stable path with its label and block type', () => {
    expect(translatableValues(CONFIG, sections, BLOCK_TYPES)).toEqual([
      { path: 'field:headline', value: 'Der Trenchcoat-Guide', label: 'Headline' },
      { path: 'field:seo.title', value: 'Trenchcoats', label: 'SEO title' },
      { path: 'field:items.0.caption', value: 'Jetzt entdecken', label: 'Caption' },
      { path: 'field:items.1.caption', value: '42', label: 'Caption' },
      { path: 'block:200001:cta.text', value: 'Mehr', label: 'CTA text', blockType: 'teaser' },
      { path: 'block:200002:text', value: 'Jetzt entdecken', label: 'Text', blockType: 'headline' },
    ]);
  });

  it('finds nothing in an empty config', () => {
    expect(translatableStrings({ appId: 2 } as AppConfigFormValues, sections, BLOCK_TYPES)).toEqual([]);
  });
});

describe('the request', () => {
  it('sends the vocabulary with empty translations', () => {
    expect(
      translationRequest({ resourceType: 'page', resourceId: 7, targetAppIds: [2, 3], strings: ['A', 'B'] }),
    ).toEqual({ resourceType: 'page', resourceId: 7, targetAppIds: [2, 3], input: { A: '', B: '' } });
  });

  it('is refused without resource id or target shop', () => {
    expect(() =>
      translationRequest({ resourceType: 'page', resourceId: null, targetAppIds: [2], strings: ['A'] }),
    ).toThrow(RESOURCE_ID_MISSING);
    expect(() =>
      translationRequest({ resourceType: 'page', resourceId: 7, targetAppIds: [], strings: ['A'] }),
    ).toThrow(NO_TARGET_SHOP);
    expect(NO_TARGET_SHOP).toBe('Select at least one shop to translate to');
  });

  it('finds the latest translation of a shop or says it is missing', () => {
    const list = [
      { id: 3, appId: 2 },
      { id: 9, appId: 2 },
      { id: 5, appId: 4 },
    ];
    expect(translationFor(list, 2).id).toBe(9);
    expect(() => translationFor(list, 7)).toThrow('translation for 7 is missing');
  });
});
