// Request cases for one contract operation: the example request first, then mutations of each part —
// bad path ids, wrong-typed, overflowing, NUL, huge and injection values in the query, missing fields,
// nulls and wrong types in the body, wrong content types, invalid JSON, deep nesting and an oversized body.
import type { InjectOptions } from 'fastify';

export type Schema = Record<string, unknown>;

export interface FuzzOperation {
  operationId: string;
  method: string;
  /** The contract path with the server prefix, e.g. `/api/v2/bundles/{id}`. */
  path: string;
  isPublic: boolean;
  parameters: { name: string; in: string; required?: boolean; schema: Schema }[];
  /** The JSON body schema (resolved) and its example, or a multipart upload field. */
  body?: { kind: 'json'; schema: Schema; example: unknown } | { kind: 'multipart'; field: string };
}

export interface FuzzCase {
  label: string;
  request: InjectOptions;
  /** Send without a token (the demo editor's token otherwise). */
  anonymous?: boolean;
}

export const OVERFLOW = ['2147483648', '99999999999999999999'];
export const INJECTION = ["' OR 1=1 --", '%_\\', '"; drop table entities; --', '${7*7}<script>'];
const HUGE = 'x'.repeat(20_000);

const typeOf = (schema: Schema): string | undefined => {
  const type = schema.type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : (type as string | undefined);
};

/** A plausible valid value for a parameter: its example, default or first enum value, else by type. */
function validValue(schema: Schema, name: string): string {
  if (schema.example !== undefined) return String(schema.example);
  if (schema.default !== undefined) return String(schema.default);
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  if (typeOf(schema) === 'integer' || typeOf(schema) === 'number') return '1';
  if (name === 'resourceType' || name.endsWith('[resourceType]')) return 'bundle';
  return 'a';
}

const encode = (value: string) => encodeURIComponent(value);

function buildUrl(op: FuzzOperation, pathValues: Record<string, string>, query: Record<string, string>) {
  let url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? '1');
  const search = Object.entries(query)
    .map(([key, value]) => `${key.replace(/[[\]]/g, (c) => encode(c))}=${encode(value)}`)
    .join('&');
  if (search) url += `?${search}`;
  return url;
}

/** A copy of `value` with `mutate` applied at the dotted `path` (the first array item for arrays). */
function withAt(
  value: unknown,
  path: string[],
  mutate: (parent: Record<string, unknown>, key: string) => void,
) {
  const copy = structuredClone(value) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  mutate(node, path[path.length - 1]!);
  return copy;
}

/** Dotted paths of the example's leaves (objects and first array items), at most `limit`. */
function leaves(value: unknown, prefix: string[] = [], out: { path: string[]; value: unknown }[] = []) {
  if (Array.isArray(value)) {
    if (value.length > 0) leaves(value[0], [...prefix, '0'], out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) leaves(item, [...prefix, key], out);
  } else if (prefix.length > 0) {
    out.push({ path: prefix, value });
  }
  return out;
}

export function casesFor(
  op: FuzzOperation,
  upload?: { filename: string; build: MultipartBuilder },
): FuzzCase[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const validPath = Object.fromEntries(pathParams.map((p) => [p.name, validValue(p.schema, p.name)]));
  const validQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, validValue(p.schema, p.name)]),
  );
  const method = op.method as InjectOptions['method'];
  const jsonBody = op.body?.kind === 'json' ? op.body : undefined;
  const baseBody = jsonBody ? (jsonBody.example ?? {}) : undefined;
  const request = (
    pathValues: Record<string, string>,
    query: Record<string, string>,
    body: { payload?: InjectOptions['payload']; headers?: Record<string, string> } = jsonBody
      ? { payload: JSON.stringify(baseBody), headers: { 'content-type': 'application/json' } }
      : {},
  ): InjectOptions => ({ method, url: buildUrl(op, pathValues, query), ...body });

  const first: FuzzCase[] = [];
  const rest: FuzzCase[][] = [[], [], [], []];
  const [pathCases, queryCases, bodyCases, otherCases] = rest as [
    FuzzCase[],
    FuzzCase[],
    FuzzCase[],
    FuzzCase[],
  ];

  if (op.body?.kind === 'multipart' && upload) {
    const part = upload.build(op.body.field, upload.filename);
    first.push({ label: 'example upload', request: request(validPath, validQuery, part) });
    const nul = upload.build(op.body.field, 'a\0b.png');
    bodyCases.push({ label: 'NUL in file name', request: request(validPath, validQuery, nul) });
    const wrongField = upload.build('other', upload.filename);
    bodyCases.push({ label: 'wrong file field', request: request(validPath, validQuery, wrongField) });
    bodyCases.push({
      label: 'JSON instead of multipart',
      request: request(validPath, validQuery, {
        payload: '{"upload":"x"}',
        headers: { 'content-type': 'application/json' },
      }),
    });
  } else {
    first.push({ label: 'example', request: request(validPath, validQuery) });
  }
  if (!op.isPublic)
    first.push({ label: 'no token', request: request(validPath, validQuery), anonymous: true });

  for (const param of pathParams) {
    const bad = ['0', '-1', ...OVERFLOW, 'abc', '1.5', '1\0', ' ', '%zz'];
    for (const value of bad) {
      const values = { ...validPath, [param.name]: value === '%zz' ? value : encode(value) };
      const url = buildUrl(op, values, validQuery);
      pathCases.push({
        label: `path ${param.name}=${JSON.stringify(value)}`,
        request: { ...request(validPath, validQuery), url },
      });
    }
  }

  for (const param of queryParams) {
    const type = typeOf(param.schema);
    const values =
      type === 'integer' || type === 'number'
        ? [...OVERFLOW, 'abc', '-1', '1\0']
        : [
            `a\0`,
            HUGE,
            ...INJECTION.slice(0, param.name.startsWith('sort') || param.name.includes('term') ? 4 : 1),
          ];
    for (const value of values) {
      queryCases.push({
        label: `query ${param.name}=${JSON.stringify(value.slice(0, 24))}`,
        request: request(validPath, { ...validQuery, [param.name]: value }),
      });
    }
    if (param.required) {
      const { [param.name]: _, ...without } = validQuery;
      queryCases.push({ label: `query ${param.name} missing`, request: request(validPath, without) });
    }
  }
  // Mutations every operation can be sent, declared parameters or not (undeclared ones are ignored).
  const extra: [string, Record<string, string>][] = [
    ['unknown query with NUL', { zz: 'a\0' }],
    ['page overflow', { page: OVERFLOW[1]! }],
    ['perPage overflow', { perPage: OVERFLOW[0]! }],
    ['sortBy injection', { sortBy: 'name; drop table users --' }],
    ['sortDir bogus', { sortDir: 'sideways' }],
    ['f[ids] overflow', { 'f[ids]': `1,${OVERFLOW[0]}` }],
    ['f[term] NUL', { 'f[term]': 'a\0' }],
    ['include injection', { include: "appConfigs,' or 1=1 --,__proto__" }],
    ['unknown query huge', { zz: HUGE }],
  ];
  for (const [label, query] of extra)
    otherCases.push({ label, request: request(validPath, { ...validQuery, ...query }) });
  otherCases.push({
    label: 'repeated query key',
    request: {
      ...request(validPath, validQuery),
      url: `${buildUrl(op, validPath, validQuery)}${Object.keys(validQuery).length ? '&' : '?'}page=1&page=2`,
    },
  });

  if (jsonBody) {
    const json = (payload: string, type = 'application/json') => ({
      payload,
      headers: { 'content-type': type },
    });
    const at = (path: string[], mutate: (parent: Record<string, unknown>, key: string) => void) =>
      json(JSON.stringify(withAt(baseBody, path, mutate)));
    bodyCases.push({ label: 'invalid JSON', request: request(validPath, validQuery, json('{"a":')) });
    // Deep nesting (issue 26 §4): 20,000 levels in ~100 KB (stack overflow in the export filters before the
    // parse-time bound), alone and under a real field.
    const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    bodyCases.push({
      label: 'nested 20,000 objects',
      request: request(validPath, validQuery, json(deep(20_000))),
    });
    const firstKey =
      baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)
        ? Object.keys(baseBody)[0]
        : undefined;
    bodyCases.push({
      label: 'nested 20,000 arrays in a field',
      request: request(
        validPath,
        validQuery,
        json(`{"${firstKey ?? 'a'}":${'['.repeat(20_000)}${']'.repeat(20_000)}}`),
      ),
    });
    bodyCases.push({
      label: 'text/plain',
      request: request(validPath, validQuery, json('hello', 'text/plain')),
    });
    bodyCases.push({
      label: 'application/xml',
      request: request(validPath, validQuery, json('<a/>', 'application/xml')),
    });
    bodyCases.push({ label: 'null body', request: request(validPath, validQuery, json('null')) });
    bodyCases.push({ label: 'array body', request: request(validPath, validQuery, json('[]')) });
    bodyCases.push({ label: 'empty object', request: request(validPath, validQuery, json('{}')) });
    bodyCases.push({
      label: 'body over the limit',
      request: request(validPath, validQuery, json(JSON.stringify({ big: 'x'.repeat(1_100_000) }))),
    });
    if (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
      bodyCases.push({
        label: 'NUL in a key',
        request: request(validPath, validQuery, json(JSON.stringify({ ...baseBody, 'a\0': 1 }))),
      });
      for (const { path, value } of leaves(baseBody).slice(0, 8)) {
        const where = path.join('.');
        bodyCases.push({
          label: `body ${where}=null`,
          request: request(
            validPath,
            validQuery,
            at(path, (p, k) => (p[k] = null)),
          ),
        });
        const wrong = typeof value === 'number' ? OVERFLOW[0] : typeof value === 'string' ? 'a\0' : 'x';
        bodyCases.push({
          label: `body ${where} mutated`,
          request: request(
            validPath,
            validQuery,
            at(path, (p, k) => (p[k] = wrong)),
          ),
        });
        if (typeof value === 'number') {
          bodyCases.push({
            label: `body ${where}=2^31`,
            request: request(
              validPath,
              validQuery,
              at(path, (p, k) => (p[k] = 2147483648)),
            ),
          });
        }
        if (typeof value === 'string') {
          bodyCases.push({
            label: `body ${where} huge`,
            request: request(
              validPath,
              validQuery,
              at(path, (p, k) => (p[k] = HUGE)),
            ),
          });
        }
      }
      for (const key of Object.keys(baseBody).slice(0, 4)) {
        bodyCases.push({
          label: `body ${key} missing`,
          request: request(
            validPath,
            validQuery,
            at([key], (p, k) => delete p[k]),
          ),
        });
      }
    }
  } else if (op.method !== 'GET') {
    otherCases.push({
      label: 'unexpected text/plain body',
      request: { ...request(validPath, validQuery), payload: 'x', headers: { 'content-type': 'text/plain' } },
    });
  }

  // Round-robin across the kinds of mutation, so every part is exercised within the budget.
  const picked = [...first];
  const budget = 32;
  while (picked.length < budget && rest.some((list) => list.length > 0)) {
    for (const list of rest) {
      const next = list.shift();
      if (next && picked.length < budget) picked.push(next);
    }
  }
  return picked;
}

export type MultipartBuilder = (
  field: string,
  filename: string,
) => { payload: Buffer; headers: Record<string, string> };
