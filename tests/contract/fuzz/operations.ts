// The implemented operations of the bundled contract, with parameters and bodies resolved for the fuzzer,
// and a checker of answers against each operation's declared statuses and schemas (ajv on the contract).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from '@server/contract';
import type { FuzzOperation, Schema } from './cases';

const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

type Node = Record<string, unknown>;

const pointer = (...parts: string[]) =>
  '#/' + parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export function resolver(spec: OpenApiDocument) {
  const resolve = <T = Node>(node: unknown): T => {
    let current = node as Node;
    while (current && typeof current.$ref === 'string') {
      const parts = (current.$ref as string).replace(/^#\//, '').split('/');
      current = parts.reduce<Node>(
        (at, key) => at[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Node,
        spec as unknown as Node,
      );
    }
    return current as T;
  };
  return resolve;
}

export function implementedOperations(spec: OpenApiDocument, implemented: Set<string>): FuzzOperation[] {
  const resolve = resolver(spec);
  const prefix = spec.servers?.[0]?.url ?? '';
  const out: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, raw] of Object.entries(item as Node)) {
      if (!METHODS.includes(method)) continue;
      const op = raw as Node;
      const operationId = op.operationId as string;
      if (!implemented.has(operationId)) continue;
      const parameters = [
        ...(((item as Node).parameters as unknown[] | undefined) ?? []),
        ...((op.parameters as unknown[]) ?? []),
      ]
        .map((p) => resolve<{ name: string; in: string; required?: boolean; schema: unknown }>(p))
        .map((p) => ({ ...p, schema: resolve<Schema>(p.schema) }));
      const security = (op.security ?? spec.security ?? []) as unknown[];
      const fuzzOp: FuzzOperation = {
        operationId,
        method: method.toUpperCase(),
        path: prefix + path,
        isPublic: security.length === 0,
        parameters,
      };
      const content = (resolve<Node>(op.requestBody ?? {}).content ?? {}) as Record<string, Node>;
      if (content['application/json']) {
        const media = content['application/json'];
        const schema = resolve<Schema>(media.schema);
        fuzzOp.body = { kind: 'json', schema, example: media.example ?? schema.example ?? {} };
      } else if (content['multipart/form-data']) {
        const schema = resolve<Schema>(content['multipart/form-data'].schema);
        const field = Object.keys((schema.properties as Node | undefined) ?? {})[0] ?? 'file';
        fuzzOp.body = { kind: 'multipart', field };
      }
      out.push(fuzzOp);
    }
  }
  return out;
}

export interface AnswerCheck {
  declared: boolean;
  /** ajv's complaint when the body does not match the declared schema. */
  mismatch?: string;
}

/** Checks status and JSON body of an answer against the operation's declared responses. */
export function answerChecker(spec: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema(spec, 'contract');
  const resolve = resolver(spec);
  const compiled = new Map<string, ValidateFunction | null>();
  const opPointer = new Map<string, { path: string; method: string }>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item as Node)) {
      if (METHODS.includes(method)) opPointer.set((op as Node).operationId as string, { path, method });
    }
  }
  return (
    operationId: string,
    status: number,
    contentType: string | undefined,
    body: string,
  ): AnswerCheck => {
    const at = opPointer.get(operationId)!;
    const responses = (spec.paths[at.path] as Node)[at.method] as Node;
    const declaredResponses = responses.responses as Node;
    const response = declaredResponses[String(status)] ?? declaredResponses.default;
    if (!response) return { declared: false };
    const media = (resolve<Node>(response).content as Record<string, Node> | undefined)?.['application/json'];
    if (!media?.schema || !contentType?.includes('application/json')) return { declared: true };
    const key = `${operationId} ${status}`;
    if (!compiled.has(key)) {
      const code = declaredResponses[String(status)] ? String(status) : 'default';
      const ref = `contract${pointer('paths', at.path, at.method, 'responses', code)}`;
      // A $ref'd response component: point at the component's schema instead.
      const target = (declaredResponses[code] as Node).$ref
        ? `contract${(declaredResponses[code] as Node).$ref as string}/content/application~1json/schema`
        : `${ref}/content/application~1json/schema`;
      compiled.set(key, ajv.compile({ $ref: target }));
    }
    const validate = compiled.get(key)!;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { declared: true, mismatch: 'body is not JSON' };
    }
    if (validate && !validate(parsed)) return { declared: true, mismatch: ajv.errorsText(validate.errors) };
    return { declared: true };
  };
}
