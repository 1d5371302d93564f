// An export's `filters` are the overview address of the list it exports, so they are checked against the
// list call's own query parameters from the contract — before the 204, not later in the background
// (issue 7 §6: an unknown status or an id beyond 32 bits was accepted and failed in the job).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { loadContract, type OpenApiDocument } from '../contract';
import { ValidationError } from '../http-error';

/** PostgreSQL's `integer`: ids and numeric filters beyond it can never match and would fail in SQL. */
export const MAX_INT32 = 2_147_483_647;
const NUMERIC_FILTERS = ['f[ids]', 'f[tagsAll]', 'f[parentId]', 'f[locale]'];

interface Parameter {
  name: string;
  in: string;
  schema?: Record<string, unknown>;
  $ref?: string;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true });
const validators = new Map<string, ValidateFunction>();
let contract: OpenApiDocument | undefined;

const pointer = (spec: OpenApiDocument, ref: string): unknown =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], spec);

/** `node` with every local `$ref` replaced by what it points at (parameters and their shared schemas). */
function resolve<T>(spec: OpenApiDocument, node: T): T {
  if (Array.isArray(node)) return node.map((item) => resolve(spec, item)) as T;
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  if (typeof $ref === 'string') return resolve(spec, pointer(spec, $ref) as T);
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, resolve(spec, value)])) as T;
}

/** The query schema of the list call at `listPath` (e.g. `/bundles`), as an object schema. */
function listValidator(listPath: string): ValidateFunction {
  const known = validators.get(listPath);
  if (known) return known;
  contract ??= loadContract();
  const operation = contract.paths[listPath]?.get as { parameters?: Parameter[] } | undefined;
  const properties: Record<string, unknown> = {};
  for (const raw of operation?.parameters ?? []) {
    const parameter = resolve(contract, raw);
    if (parameter.in === 'query' && parameter.schema) properties[parameter.name] = parameter.schema;
  }
  const validate = ajv.compile({ type: 'object', properties });
  validators.set(listPath, validate);
  return validate;
}

/** Refuses filters the list would refuse, with a 422 naming `filters.{parameter}`. */
export function checkExportFilters(listPath: string, filters: Record<string, string> | undefined): void {
  if (!filters) return;
  const errors: Record<string, string[]> = {};
  const validate = listValidator(listPath);
  if (!validate({ ...filters })) {
    for (const error of validate.errors ?? []) {
      const name = error.instancePath.replace(/^\//, '').replace(/~1/g, '/').replace(/~0/g, '~');
      (errors[`filters.${name}`] ??= []).push(`The filters.${name} field is invalid.`);
    }
  }
  for (const key of NUMERIC_FILTERS) {
    const value = filters[key];
    if (value === undefined || errors[`filters.${key}`]) continue;
    if (
      String(value)
        .split(',')
        .some((part) => Number(part) > MAX_INT32)
    ) {
      errors[`filters.${key}`] = [`The filters.${key} field must not be greater than ${MAX_INT32}.`];
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}
