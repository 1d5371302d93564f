// The forms validate without compiling code at run time (CSP without 'unsafe-eval', issue 7 §6).
import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CspSafeValidator } from '@/forms/csp-safe-validator';
import { sectionToSchema } from '@/forms/form-section-schema';

// What the browser does under `script-src 'self'`: code from strings is refused.
const realFunction = globalThis.Function;
const realEval = globalThis.eval;
beforeEach(() => {
  const refuse = () => {
    throw new EvalError('Refused to evaluate a string as JavaScript (CSP)');
  };
  globalThis.Function = new Proxy(realFunction, { construct: refuse, apply: refuse });
  globalThis.eval = refuse as typeof eval;
});
afterEach(() => {
  globalThis.Function = realFunction;
  globalThis.eval = realEval;
});

const schema: RJSFSchema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 2, title: 'Name' },
    count: { type: 'integer', minimum: 1 },
    shop: {
      oneOf: [
        { const: 1, title: 'Germany' },
        { const: 2, title: 'Austria' },
      ],
    },
    nested: { type: 'object', properties: { code: { type: 'string', pattern: '^[a-z]+$' } } },
  },
};

/** The error tree by field name (RJSF types it by the form data, unknown here). */
type Tree = { __errors?: string[] } & { [field: string]: Tree | undefined };
const tree = (schema: unknown) => schema as Tree;

describe('CspSafeValidator', () => {
  const validator = new CspSafeValidator();

  it('accepts valid data', () => {
    const result = validator.validateFormData(
      { name: 'Look', count: 2, shop: 1, nested: { code: 'ab' } },
      schema,
    );
    expect(result.errors).toEqual([]);
  });

  it('reports required, type, range, const and nested errors at their fields', () => {
    const result = validator.validateFormData({ count: 0, shop: 3, nested: { code: 'AB' } }, schema);
    const properties = result.errors.map((error) => error.property).sort();
    expect(properties).toEqual(expect.arrayContaining(['.count', '.name', '.nested.code', '.shop']));
    expect(tree(result.errorSchema).name?.__errors).toEqual(["must have required property 'name'"]);
    expect(tree(result.errorSchema).count?.__errors?.length).toBeGreaterThan(0);
    expect(tree(result.errorSchema).nested?.code?.__errors?.length).toBeGreaterThan(0);
  });

  it('answers isValid for the choice lists RJSF matches (oneOf of consts), with root definitions', () => {
    expect(validator.isValid({ const: 2 }, 2, schema)).toBe(true);
    expect(validator.isValid({ const: 2 }, 1, schema)).toBe(false);
    const root: RJSFSchema = { definitions: { code: { type: 'string', maxLength: 3 } } };
    expect(validator.isValid({ $ref: '#/definitions/code' }, 'abc', root)).toBe(true);
    expect(validator.isValid({ $ref: '#/definitions/code' }, 'abcd', root)).toBe(false);
  });

  it('runs customValidate and transformErrors as RJSF does', () => {
    const result = validator.validateFormData(
      { name: 'ok' },
      schema,
      (data, errors) => {
        (errors as unknown as { name: { addError(message: string): void } }).name.addError('taken');
        return errors;
      },
      (errors) => errors,
    );
    expect(tree(result.errorSchema).name?.__errors).toEqual(['taken']);
  });

  it('validates the schemas the filter forms are built from', () => {
    const section = sectionToSchema({
      label: 'Filters',
      attributes: { slug: 'filters' },
      items: [
        {
          name: 'f[locale]',
          label: 'Shop',
          type: 'field',
          component: 'ShopSelect',
          attributes: { options: [{ label: 'Germany', value: 1 }] },
        },
      ],
    });
    expect(validator.validateFormData({ 'f[locale]': 1 }, section.schema).errors).toEqual([]);
  });
});
