import { describe, expect, it } from 'vitest';
import { sectionToSchema } from '@/forms/form-section-schema';
import { shortMessage, validationToErrorSchema } from '@/forms/server-errors';

const errors = {
  internalName: ['The {{fieldKey}} field is required.'],
  'seodata.title': ['must be at most 60 characters'],
  'appConfigs.2.name': ['The {{fieldKey}} field is required.'],
  'appConfigs.2.links.1.url': ['must be a valid URL'],
  'appConfigs.2.preview.imagesByType.desktop_default': ['is required', 'too small'],
  'appConfigs.0.name': ['other shop'],
};

describe('server validation errors → RJSF error schema', () => {
  it('keeps the shared paths for a shared section', () => {
    expect(validationToErrorSchema(errors)).toEqual({
      internalName: { __errors: ['The <unknown> field is required.'] },
      seodata: { title: { __errors: ['must be at most 60 characters'] } },
    });
  });

  it('keeps the paths of one shop, without their prefix, for its shop-constrained section', () => {
    expect(validationToErrorSchema(errors, { appIndex: 2 })).toEqual({
      name: { __errors: ['The <unknown> field is required.'] },
      links: { 1: { url: { __errors: ['must be a valid URL'] } } },
      preview: { imagesByType: { __errors: ['desktop_default - is required; too small'] } },
    });
  });

  it('names the field in {{fieldKey}} and drops paths the section does not have', () => {
    const { schema } = sectionToSchema(
      {
        label: 'Shop',
        attributes: { slug: 'shop' },
        items: [{ name: 'name', label: 'Shop name', type: 'field', component: 'TextField' }],
      },
      { mode: 'entity' },
    );
    expect(validationToErrorSchema(errors, { appIndex: 2, schema })).toEqual({
      name: { __errors: ['The Shop name field is required.'] },
    });
  });

  it('handles no errors', () => {
    expect(validationToErrorSchema(undefined)).toEqual({});
  });
});

describe('shortMessage (issue 27 #4: the §5.1 short message, never the raw server sentence)', () => {
  it.each([
    [
      'The internalName field must not be greater than 255 characters.',
      'may not be greater than 255 characters',
    ],
    ['The internalName field is required.', 'field is required'],
    ['The selected tags.0.id is invalid.', 'selected value is invalid'],
    ['The appConfigs.0.activeFrom field must be a valid date.', 'is not a valid date'],
    ['The productIds field must not have more than 50 items.', 'may not have more than 50 items'],
    ['The appConfigs.0.appId field has a duplicate value.', 'has a duplicate value'],
    ['field is required', 'field is required'],
  ])('%s → %s', (sentence, short) => {
    expect(shortMessage(sentence)).toBe(short);
  });
});
