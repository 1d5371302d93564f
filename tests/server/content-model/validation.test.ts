// The completeness rules of meta.validation, pure (no database): the form schema's rules per shop config,
// shared fields, arrays, blocks, visibility order and slot sizes.
import { describe, expect, it } from 'vitest';
import type { AppConfig, ContentElement, FormNode } from '@generated/model';
import { blockRichTextPaths } from '@server/content-model/forms';
import { validateEntity } from '@server/content-model/validation';

const config = (values: Partial<AppConfig> & Record<string, unknown> = {}): AppConfig => ({
  id: 1,
  appId: 1,
  status: 'offline',
  isDraft: true,
  isPublished: false,
  name: 'Summer Linen Edit',
  slug: 'summer-linen-edit',
  preview: { imagesByType: { desktop_default: { hash: 'abc' } } },
  seodata: { title: 'Summer Linen Edit', description: 'Light fabrics.', robots: 'index,follow' },
  ...values,
});

const element = (
  id: number,
  type: string,
  slot: string,
  attributes: Record<string, unknown>,
): ContentElement => ({
  id,
  index: 0,
  type,
  attributes,
  position: { slot, index: 0, col: 0, row: 1, colSpan: 1, rowSpan: 1 },
  tracking: { cpid: 'abcdef' },
});

const story = (appConfigs: AppConfig[], internalName = 'Story') => ({ internalName, appConfigs });

describe('validateEntity', () => {
  it('is empty for a complete entity', () => {
    expect(validateEntity('story', story([config()]))).toEqual({});
  });

  it('names missing required fields per shop config and shared ones, with the §5.1 catalogue messages', () => {
    const errors = validateEntity(
      'story',
      story(
        [config(), config({ appId: 2, name: ' ', seodata: { robots: 'index,follow' }, preview: {} })],
        '',
      ),
    );
    expect(errors).toEqual({
      internalName: ['field is required'],
      'appConfigs.1.name': ['field is required'],
      'appConfigs.1.seodata.title': ['field is required'],
      'appConfigs.1.seodata.description': ['field is required'],
      'appConfigs.1.preview.imagesByType': ['field is required'],
    });
  });

  it('checks maximum lengths, select options and the visibility order', () => {
    const errors = validateEntity(
      'story',
      story([
        config({
          seodata: { title: 'x'.repeat(61), description: 'ok', robots: 'sometimes' },
          activeFrom: '2026-05-02T10:00:00.000Z',
          activeUntil: '2026-05-01T10:00:00.000Z',
        }),
      ]),
    );
    expect(errors).toEqual({
      'appConfigs.0.seodata.title': ['may not be greater than 60 characters'],
      'appConfigs.0.seodata.robots': ['selected value is invalid'],
      'appConfigs.0.activeUntil': ['must be a date after {{activeFrom}}'],
    });
  });

  it('checks the items of card lists', () => {
    const errors = validateEntity('teaser', {
      internalName: 'Teaser',
      teaserType: 'hero',
      appConfigs: [
        config({
          ctas: [
            { text: 'Shop now', link: '/sale' },
            { text: '', link: '/new' },
          ],
        }),
      ],
    });
    expect(errors).toEqual({ 'appConfigs.0.ctas.1.text': ['field is required'] });
  });

  it('checks block attributes by their block type and the slot limits', () => {
    const schemas = new Map<string, FormNode[]>([
      ['headline', [{ name: 'text', label: 'Text', type: 'field', component: 'TextField', required: true }]],
      [
        'story-stage',
        [
          {
            name: 'headline',
            label: 'Headline',
            type: 'group',
            items: [{ name: 'text', label: 'Text', type: 'field', required: true }],
          },
        ],
      ],
    ]);
    const contentElements = [
      element(1, 'story-stage', 'stage', { headline: { text: 'Hello' } }),
      element(2, 'story-stage', 'stage', { headline: {} }),
      element(3, 'headline', 'main', { text: '' }),
      element(4, 'unknown-block', 'main', {}),
    ];
    const errors = validateEntity('story', story([config({ contentElements })]), schemas);
    expect(errors).toEqual({
      'appConfigs.0.contentElements.1.attributes.headline.text': ['field is required'],
      'appConfigs.0.contentElements.2.attributes.text': ['field is required'],
      'appConfigs.0.contentElements': ['may not have more than 1 item'],
    });
  });

  it('checks links, distinct ids, empty lists and the default image of a set', () => {
    const schemas = new Map<string, FormNode[]>([
      [
        'teaser-row',
        [
          { name: 'link', label: 'Link', type: 'field', component: 'TextField' },
          { name: 'productIds', label: 'Products', type: 'field', component: 'ProductIds' },
          { name: 'cards', label: 'Cards', type: 'array', component: 'CardList', required: true, items: [] },
          {
            name: 'image',
            label: 'Image',
            type: 'field',
            component: 'ImageSet',
            required: true,
            attributes: { keys: ['desktop_default', 'mobile_default'] },
          },
        ],
      ],
    ]);
    const attributes = (values: Record<string, unknown>) => ({
      link: '/women/dresses',
      productIds: [1, 2],
      cards: [{}],
      image: { desktop_default: { hash: 'abc' } },
      ...values,
    });
    const contentElements = [
      element(1, 'teaser-row', 'main', attributes({})),
      element(2, 'teaser-row', 'main', attributes({ link: 'https://example.com/sale' })),
      element(3, 'teaser-row', 'main', attributes({ link: 'www example', productIds: [4, 5, 4, 4] })),
      element(4, 'teaser-row', 'main', attributes({ cards: [], image: { mobile_default: { hash: 'm' } } })),
    ];
    const errors = validateEntity('story', story([config({ contentElements })]), schemas);
    expect(errors).toEqual({
      'appConfigs.0.contentElements.2.attributes.link': ['format is invalid'],
      'appConfigs.0.contentElements.2.attributes.productIds.2': ['has a duplicate value'],
      'appConfigs.0.contentElements.2.attributes.productIds.3': ['has a duplicate value'],
      'appConfigs.0.contentElements.3.attributes.cards': ['must not be empty'],
      'appConfigs.0.contentElements.3.attributes.image.desktop_default': ['field is required'],
    });
  });
});

describe('blockRichTextPaths', () => {
  it('lists rich-text paths of a block schema, arrays with *', () => {
    expect(
      blockRichTextPaths([
        { name: 'text', type: 'field', component: 'RichText' },
        { name: 'items', type: 'array', items: [{ name: 'answer', type: 'field', component: 'RichText' }] },
        { name: 'title', type: 'field', component: 'TextField' },
      ]),
    ).toEqual(['text', 'items.*.answer']);
  });
});
