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

  it('names missing required fields per shop config and shared ones, with Laravel messages', () => {
    const errors = validateEntity(
      'story',
      story(
        [config(), config({ appId: 2, name: ' ', seodata: { robots: 'index,follow' }, preview: {} })],
        '',
      ),
    );
    expect(errors).toEqual({
      internalName: ['The internal name field is required.'],
      'appConfigs.1.name': ['The name field is required.'],
      'appConfigs.1.seodata.title': ['The SEO title field is required.'],
      'appConfigs.1.seodata.description': ['The SEO description field is required.'],
      'appConfigs.1.preview.imagesByType': ['The preview images field is required.'],
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
      'appConfigs.0.seodata.title': ['The SEO title field must not be greater than 60 characters.'],
      'appConfigs.0.seodata.robots': ['The selected robots is invalid.'],
      'appConfigs.0.activeUntil': ['The active until field must be a date after active from.'],
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
    expect(errors).toEqual({ 'appConfigs.0.ctas.1.text': ['The text field is required.'] });
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
      'appConfigs.0.contentElements.1.attributes.headline.text': ['The text field is required.'],
      'appConfigs.0.contentElements.2.attributes.text': ['The text field is required.'],
      'appConfigs.0.contentElements': ['The stage field must not have more than 1 item.'],
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
