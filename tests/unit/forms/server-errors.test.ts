import { describe, expect, it } from 'vitest';
import { sectionToSchema } from '@/forms/form-section-schema';
import { validationToErrorSchema } from '@/forms/server-errors';

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
