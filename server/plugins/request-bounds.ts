// Text the database would refuse never reaches it: PostgreSQL cannot store a NUL byte in text, so a NUL
// anywhere in the query, the path parameters or a JSON body's strings (keys included) is a 422 in the
// Laravel shape before validation and handlers run. Upload file names are checked by the upload handler.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../http-error';
import type { ValidationErrors } from '@generated/model';

export const hasNul = (text: string) => text.includes('\0');

export const nulMessage = (field: string) => `The ${field} field must not contain a NUL byte.`;

/** Dotted paths of every string (or key) holding a NUL; `prefix` names the root. */
export function nulPaths(value: unknown, prefix: string, found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (hasNul(value)) found.push(prefix);
  } else if (Array.isArray(value)) {
    // Deep nesting is refused by the schemas; stop looking rather than recurse without end.
    if (depth < 64) value.forEach((item, i) => nulPaths(item, `${prefix}.${i}`, found, depth + 1));
  } else if (value && typeof value === 'object' && depth < 64) {
    for (const [key, item] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (hasNul(key)) found.push(path);
      else nulPaths(item, path, found, depth + 1);
    }
  }
  return found;
}

export function nulErrors(request: Pick<FastifyRequest, 'query' | 'params' | 'body'>): ValidationErrors {
  const errors: ValidationErrors = {};
  const add = (path: string) => {
    const field = path.replace(/\0/g, '\\0') || 'body';
    errors[field] = [nulMessage(field)];
  };
  nulPaths(request.params, '').forEach(add);
  nulPaths(request.query, '').forEach(add);
  nulPaths(request.body, '').forEach(add);
  return errors;
}

async function requestBounds(app: FastifyInstance) {
  // preValidation: after the body is parsed, before the contract's schemas and the handler.
  app.addHook('preValidation', async (request) => {
    const errors = nulErrors(request);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  });
}

export default fp(requestBounds, { name: 'request-bounds' });
