import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { toValidationErrors, toValidationResponse } from '@server/validation/laravel-errors';

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validate = ajv.compile({
  type: 'object',
  required: ['internalName', 'appConfigs'],
  properties: {
    internalName: { type: 'string', maxLength: 5 },
    status: { enum: ['online', 'offline'] },
    appConfigs: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name'],
        additionalProperties: false,
        properties: { name: { type: 'string' }, 'a/b': { type: 'integer' } },
      },
    },
  },
});

describe('ajv errors → Laravel errors', () => {
  it('keys messages by dotted path, nested and escaped', () => {
    validate({
      internalName: 'too long',
      status: 'gone',
      appConfigs: [{ name: 'ok' }, { extra: 1, 'a/b': 'x' }],
    });
    const errors = toValidationErrors(validate.errors ?? []);
    expect(errors).toEqual({
      internalName: ['The internalName field must not be greater than 5 characters.'],
      status: ['The selected status is invalid.'],
      'appConfigs.1.name': ['The appConfigs.1.name field is required.'],
      'appConfigs.1.extra': ['The appConfigs.1.extra field is prohibited.'],
      'appConfigs.1.a/b': ['The appConfigs.1.a/b field must be an integer.'],
    });
    expect(toValidationResponse(errors).message).toMatch(/\(and 4 more errors\)$/);
  });

  it('names a root-level failure by the request part', () => {
    validate('text');
    expect(toValidationErrors(validate.errors ?? [], 'body')).toEqual({
      body: ['The body field must be an object.'],
    });
  });
});
