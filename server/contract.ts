// The bundled contract (generated/openapi.json) as the server reads it: read at start, so operations
// added to the contract are served after a restart without a code change.
import { readFileSync } from 'node:fs';
import { CONTRACT_FILE } from './paths';

/** Just the parts of an OpenAPI 3.1 document the server looks at. */
export interface OpenApiOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean };
  [key: string]: unknown;
}
export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
  [key: string]: unknown;
}

export { CONTRACT_FILE };

export function loadContract(file: URL | string = CONTRACT_FILE): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  operation: OpenApiOperation;
}

export function operationsOf(spec: OpenApiDocument): ContractOperation[] {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]) => {
        const op = operation as OpenApiOperation;
        return {
          operationId: op.operationId ?? `${method} ${path}`,
          method: method.toUpperCase(),
          path,
          operation: op,
        };
      }),
  );
}

/** An operation needs a token unless its own (or else the global) security is empty. */
export function isProtected(spec: OpenApiDocument, operation: OpenApiOperation): boolean {
  const security = operation.security ?? spec.security ?? [];
  return security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0);
}
