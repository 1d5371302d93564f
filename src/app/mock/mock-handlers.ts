import type { RequestHandler } from 'msw';

/**
 * How specific a handler's path is: more segments first, then more literal (non-parameter) segments.
 * The generated handlers match any prefix (`*\/bundles`), so without this order `*\/bundles` would also
 * answer `/api/v2/overview/bundles`, and `*\/pages/:id` would answer `/api/v2/overview/pages/stories`.
 */
function specificity(handler: RequestHandler): number {
  const path = (handler.info as { path?: unknown }).path;
  if (typeof path !== 'string') return 0;
  const segments = path.split('/').filter((s) => s && s !== '*');
  return segments.length * 100 + segments.filter((s) => !s.startsWith(':')).length;
}

/**
 * Every handler array of the generated MSW modules, most specific path first: each
 * `generated/api/<tag>/<tag>.msw.ts` exports `get<Tag>Mock()` answering its handlers (the
 * `get…ResponseMock` and `get…MockHandler` exports are skipped).
 */
export function collectMockHandlers(modules: Record<string, Record<string, unknown>>): RequestHandler[] {
  const handlers: RequestHandler[] = [];
  for (const module of Object.values(modules)) {
    for (const [name, value] of Object.entries(module)) {
      if (!/^get\w+Mock$/.test(name) || name.endsWith('ResponseMock') || typeof value !== 'function')
        continue;
      const result: unknown = (value as () => unknown)();
      if (Array.isArray(result)) handlers.push(...(result as RequestHandler[]));
    }
  }
  // Array.prototype.sort is stable: equally specific handlers keep their generated order.
  return handlers.sort((a, b) => specificity(b) - specificity(a));
}
