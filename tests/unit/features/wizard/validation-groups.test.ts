import { describe, expect, it } from 'vitest';
import type { App, BlockType, FormSection } from '@generated/model';
import {
  blockFieldMessages,
  errorCountsByApp,
  errorOrigin,
  fieldMessages,
  squashMediaPath,
  titleOf,
  validationGroups,
  type ValidationContext,
} from '@/features/wizard/validation-groups';

const app = (id: number, name: string): App => ({
  id,
  name,
  localeCode: 'de-DE',
  languageCode: 'de',
  shopUrls: {} as App['shopUrls'],
});

const sections: FormSection[] = [
  {
    label: 'General',
    attributes: { slug: 'general' },
    items: [
      { name: 'internalName', label: 'Internal name', type: 'field', component: 'TextField' },
      {
        name: 'seo',
        label: 'SEO',
        type: 'group',
        items: [{ name: 'title', label: 'Title', type: 'field', component: 'TextField' }],
      },
      {
        name: 'row',
        type: 'group',
        layoutOnly: true,
        items: [{ name: 'season', label: 'Season', type: 'field', component: 'Select' }],
      },
    ],
  },
  {
    label: 'Shop settings',
    attributes: { slug: 'shop-settings', isAppConstrained: true },
    items: [
      { name: 'name', label: 'Name', type: 'field', component: 'TextField' },
      { name: 'activeFrom', label: 'Active from', type: 'field', component: 'DateTimePicker' },
      { name: 'activeUntil', label: 'Active until', type: 'field', component: 'DateTimePicker' },
      {
        name: 'teasers',
        label: 'Teasers',
        type: 'array',
        items: [{ name: 'title', label: 'Teaser title', type: 'field', component: 'TextField' }],
      },
    ],
  },
  {
    label: 'Preview images',
    attributes: { slug: 'preview-images', isAppConstrained: true },
    items: [{ name: 'preview.imagesByType', label: 'Images', type: 'field', component: 'ImageSet' }],
  },
  {
    label: 'Content',
    attributes: { slug: 'content', isAppConstrained: true },
    items: [{ name: 'contentElements', label: 'Main', type: 'field', component: 'Editor' }],
  },
];

const blockTypes: BlockType[] = [
  {
    id: 1,
    name: 'hero',
    label: 'Hero banner',
    schema: [
      { name: 'headline', label: 'Headline', type: 'field', component: 'TextField' },
      { name: 'image', label: 'Image', type: 'field', component: 'ImageSet' },
      { name: 'startsAt', label: 'Starts at', type: 'field', component: 'DateTimePicker' },
    ],
  },
];

const context: ValidationContext = {
  sections,
  blockTypes,
  apps: [app(1, 'Germany'), app(2, 'Austria')],
  appConfigs: [
    { appId: 1, contentElements: [] },
    {
      appId: 2,
      contentElements: [
        { id: 111111, index: 0, type: 'hero', attributes: {} },
        { id: 222222, index: 1, type: 'hero', attributes: {} },
      ],
    },
  ],
};

const groupsOf = (errors: Record<string, string[]>) => validationGroups(errors, context);

describe('validationGroups (spec 2 §5.1)', () => {
  it('groups errors per shop with the shop as source, and errors without a shop under <other>', () => {
    const shops = groupsOf({
      'appConfigs.1.name': ['field is required'],
      internalName: ['field is required'],
      'appConfigs.0.name': ['must not be empty'],
    });
    expect(shops.map((shop) => [shop.appId, shop.source])).toEqual([
      [null, '<other>'],
      [1, 'Germany'],
      [2, 'Austria'],
    ]);
  });

  it("titles a shop 'N error(s)' with the words error and errors and counts every message", () => {
    const [germany, austria] = groupsOf({
      'appConfigs.0.name': ['field is required'],
      'appConfigs.1.name': ['field is required', 'may not be greater than 80 characters'],
    });
    expect(germany?.title).toBe('1 error');
    expect(austria?.title).toBe('2 errors');
    expect(austria?.count).toBe(2);
  });

  it("summarises as 'You have {text}' without a shop and '{text} in {shop}' for a shop", () => {
    const [other, germany] = groupsOf({
      internalName: ['field is required'],
      'seo.title': ['field is required'],
      'appConfigs.0.name': ['field is required'],
    });
    expect(other?.summary).toBe('You have 2 errors');
    expect(germany?.summary).toBe('1 error in Germany');
  });

  it("titles a group with its section and field labels joined by ' > ' (layout-only groups add none)", () => {
    const [other, germany] = groupsOf({
      'seo.title': ['field is required'],
      season: ['field is required'],
      'appConfigs.0.name': ['field is required'],
    });
    expect(other?.groups.map((group) => group.title)).toEqual(['General > SEO > Title', 'General > Season']);
    expect(germany?.groups[0]?.title).toBe('Shop settings > Name');
  });

  it("names array items 'Item #n' (counting from 1)", () => {
    const [germany] = groupsOf({ 'appConfigs.0.teasers.2.title': ['field is required'] });
    expect(germany?.groups[0]?.title).toBe('Shop settings > Teasers > Item #3 > Teaser title');
    expect(germany?.groups[0]?.link).toEqual({ step: 'shop-settings', appId: 1, field: 'teasers.2.title' });
  });

  it("titles block errors 'Section (#n Block label) - path' and links to the block", () => {
    const [austria] = groupsOf({
      'appConfigs.1.contentElements.1.attributes.headline': ['field is required'],
    });
    const group = austria?.groups[0];
    expect(group?.title).toBe('Content (#2 Hero banner) - Headline');
    expect(group?.origin).toBe('block');
    expect(group?.link).toEqual({ step: 'content', appId: 2, activeBlockId: 222222, field: 'headline' });
  });

  it("takes origin 'block' only for paths with appConfigs.N.contentElements.N", () => {
    expect(errorOrigin('appConfigs.0.contentElements.3.attributes.text')).toBe('block');
    expect(errorOrigin('appConfigs.0.contentElements')).toBe('form');
    expect(errorOrigin('appConfigs.0.name')).toBe('form');
    expect(errorOrigin('seo.title')).toBe('form');
  });

  it.each([
    'desktop_default',
    'mobile_default',
    'app_default',
    'landscape',
    'portrait',
    'square',
    'horizontal',
  ])('groups media errors with suffix %s under the parent field', (suffix) => {
    expect(squashMediaPath(`appConfigs.0.preview.imagesByType.${suffix}`)).toEqual({
      parent: 'appConfigs.0.preview.imagesByType',
      subKey: suffix,
    });
  });

  it("squashes media errors into one group and joins each sub-group as 'key - msg; msg'", () => {
    const [germany] = groupsOf({
      'appConfigs.0.preview.imagesByType.desktop_default': ['field is required'],
      'appConfigs.0.preview.imagesByType.mobile_default': ['field is required', 'must be 750 pixels wide'],
    });
    expect(germany?.groups).toHaveLength(1);
    const group = germany?.groups[0];
    expect(group?.title).toBe('Preview images > Images');
    expect(group?.squashed).toBe(true);
    expect(group?.messages).toEqual([
      'desktop_default - field is required',
      'mobile_default - field is required; must be 750 pixels wide',
    ]);
    expect(germany?.count).toBe(3);
    expect(group?.link).toEqual({ step: 'preview-images', appId: 1, field: 'preview.imagesByType' });
  });

  it('squashes media errors of a block field too', () => {
    const [austria] = groupsOf({
      'appConfigs.1.contentElements.0.attributes.image.square': ['field is required'],
    });
    expect(austria?.groups[0]?.title).toBe('Content (#1 Hero banner) - Image');
    expect(austria?.groups[0]?.messages).toEqual(['square - field is required']);
  });

  it("replaces {{fieldKey}} with that field's label, or '<unknown>'", () => {
    const [germany, austria] = groupsOf({
      'appConfigs.0.activeUntil': ['must be a date after {{activeFrom}}'],
      'appConfigs.0.name': ['must be different from {{nothingLikeThis}}'],
      'appConfigs.1.contentElements.0.attributes.headline': ['required when {{startsAt}} is set'],
    });
    expect(germany?.groups.map((group) => group.messages[0])).toEqual([
      'must be a date after Active from',
      'must be different from <unknown>',
    ]);
    expect(austria?.groups[0]?.messages).toEqual(['required when Starts at is set']);
  });

  it('keeps any message string as it is (the catalogue or Laravel sentences)', () => {
    const [germany] = groupsOf({ 'appConfigs.0.name': ['The name field is required.'] });
    expect(germany?.groups[0]?.messages).toEqual(['The name field is required.']);
  });

  it('links shared fields to their step without a shop, and keeps unknown paths readable', () => {
    const [other] = groupsOf({ 'seo.title': ['field is required'], 'mystery.3.thing': ['is odd'] });
    expect(other?.groups[0]?.link).toEqual({ step: 'general', field: 'seo.title' });
    expect(other?.groups[1]?.title).toBe('mystery > Item #4 > thing');
    expect(other?.groups[1]?.link).toEqual({ field: 'mystery.3.thing' });
  });

  it('counts errors per shop for the shop panel', () => {
    const shops = groupsOf({
      internalName: ['field is required'],
      'appConfigs.1.name': ['field is required', 'must not be empty'],
    });
    expect(errorCountsByApp(shops)).toEqual({ 2: 2 });
  });

  it('gives the fields their messages with placeholders replaced and media errors on the parent', () => {
    expect(
      fieldMessages(
        {
          'appConfigs.0.activeUntil': ['must be a date after {{activeFrom}}'],
          'appConfigs.0.preview.imagesByType.desktop_default': ['field is required', 'too small'],
          'appConfigs.0.preview.imagesByType.mobile_default': ['field is required'],
          'seo.title': ['field is required'],
        },
        context,
      ),
    ).toEqual({
      'appConfigs.0.activeUntil': ['must be a date after Active from'],
      'appConfigs.0.preview.imagesByType': [
        'desktop_default - field is required; too small',
        'mobile_default - field is required',
      ],
      'seo.title': ['field is required'],
    });
  });

  it("picks one block's field messages for the block panel", () => {
    const messages = {
      'appConfigs.1.contentElements.0.attributes.headline': ['a'],
      'appConfigs.1.contentElements.1.attributes.headline': ['b'],
      'appConfigs.0.contentElements.1.attributes.headline': ['c'],
    };
    expect(blockFieldMessages(messages, 1, 1)).toEqual({ headline: ['b'] });
  });

  it('gives nothing for no errors', () => {
    expect(groupsOf({})).toEqual([]);
  });
});

describe('titleOf (issue 27 #15)', () => {
  it('shows a step and a group of the same name once', () => {
    expect(titleOf(['SEO', 'SEO', 'SEO title'])).toBe('SEO > SEO title');
    expect(titleOf(['General', '', 'SEO', 'Title'])).toBe('General > SEO > Title');
  });
});
