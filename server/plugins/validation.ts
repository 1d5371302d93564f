// Request validation against the contract's schemas (JSON Schema 2020-12, as OpenAPI 3.1 uses).
// Query, path and header values arrive as text and are coerced; JSON bodies are not, so `"true"` is
// no boolean. Unknown properties are refused where the contract says `additionalProperties: false`.
import { Ajv2020, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../http-error';
import { jsonNestsDeeperThan, tooDeepMessage } from '../validation/json-depth';
import { schemaRecorder } from './schema-recorder';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM interop.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

function createAjv(options: Options) {
  const ajv = new Ajv2020({
    strict: false, // the contract carries OpenAPI keywords (example, discriminator …) beside JSON Schema
    allErrors: true, // report every failing field at once, as Laravel does
    useDefaults: true,
    removeAdditional: false,
    ...options,
  });
  addFormats(ajv);
  return ajv;
}

let routeSchemaCounter = 0;

// One pair of ajv instances and one compiled validator per distinct route schema for the whole process.
// Compiling the contract's schemas is most of an app's start (ajv ~40 % of it); a process builds one app
// in production, but the server tests build about a hundred per worker, each compiling the same schemas
// anew. The validators keep no app state (each call sets `errors` and returns at once), so sharing is safe.
let ajvs: { body: Ajv2020; text: Ajv2020 } | undefined;
const validators = new Map<string, ValidateFunction>();

/** Compiles one route part; `$id`s are made unique because fastify-openapi-glue reuses one for all. */
function compile(ajv: Ajv2020, schema: FastifySchema): ValidateFunction {
  const copy = structuredClone(schema) as Record<string, unknown>;
  if (typeof copy.$id === 'string') copy.$id = `route-schema-${++routeSchemaCounter}`;
  return ajv.compile(copy);
}

/** The validator of a body (uncoerced) or of a text part (query, path, headers: coerced) for `schema`. */
export function routeValidator(part: 'body' | 'text', schema: FastifySchema): ValidateFunction {
  ajvs ??= { body: createAjv({ coerceTypes: false }), text: createAjv({ coerceTypes: 'array' }) };
  const key = `${part} ${JSON.stringify(schema)}`;
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = compile(ajvs[part], schema)));
  return validate;
}

type RoutePart = { part: 'body' | 'text'; schema: FastifySchema };
const routeSchemas = schemaRecorder<RoutePart>();

/** Lists the route part schemas of the apps built until the returned function is called (for the tests). */
export const recordRouteSchemas = routeSchemas.start;

type Validate = ((data: unknown) => boolean) & { errors?: ValidateFunction['errors'] };

/**
 * A route part's validator, compiled when the route first validates: a start no longer compiles the ~300
 * operations' schemas (most of which it never answers), and a broken schema still fails the tests, which
 * compile every recorded one (tests/server/validator-cache.test.ts).
 */
function lazyValidator(part: 'body' | 'text', schema: FastifySchema): Validate {
  routeSchemas.note({ part, schema });
  let compiled: ValidateFunction | undefined;
  const validate: Validate = (data) => {
    compiled ??= routeValidator(part, schema);
    // An absent optional body is valid; a required one is replaced by {} before validation (below).
    const ok = (part === 'body' && data === undefined) || compiled(data);
    validate.errors = compiled.errors;
    return ok;
  };
  validate.errors = null;
  return validate;
}

async function validation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    lazyValidator(httpPart === 'body' ? 'body' : 'text', schema),
  );

  // Fastify validates a per-content-type body schema only when the request names that type, so a
  // request without a content type would skip validation. A JSON-only body schema is therefore
  // applied whatever the request says; other types are refused by the content-type parsers (415).
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body as { content?: Record<string, { schema?: unknown }> } | undefined;
    const types = Object.keys(body?.content ?? {});
    if (route.schema && types.length === 1 && types[0] === 'application/json') {
      route.schema.body = body!.content!['application/json']!.schema;
    }
  });
  // The contract speaks JSON (and multipart for uploads); text bodies would bypass the schemas.
  app.removeContentTypeParser('text/plain');

  // An empty JSON body is "no body", not a parse error, so a missing body reports its missing fields.
  // A body nesting deeper than MAX_JSON_DEPTH is refused before it is parsed (422, Laravel shape).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    if (jsonNestsDeeperThan(text)) return done(new ValidationError({ body: [tooDeepMessage()] }), undefined);
    parseJson(request, text, done);
  });
}

export default fp(validation, { name: 'validation' });

/**
 * preValidation hook of operations whose contract requires a body: an absent JSON body is validated
 * as `{}`, so the answer names each missing field, as Laravel does.
 */
export async function requireBody(request: FastifyRequest) {
  if (request.body !== undefined && request.body !== null) return;
  const schema = request.routeOptions.schema?.body as { content?: unknown } | undefined;
  if (schema?.content) throw new ValidationError({ body: ['The request body is required.'] });
  request.body = {};
}
