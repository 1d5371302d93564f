import type { RequestHandler } from 'msw';

/**
 * Every handler array of the generated MSW modules: each `generated/api/<tag>/<tag>.msw.ts` exports
 * `get<Tag>Mock()` answering its handlers (the `get…ResponseMock` and `get…MockHandler` exports are skipped).
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
  return handlers;
}
