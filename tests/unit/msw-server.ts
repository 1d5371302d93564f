import { setupServer } from 'msw/node';
import { collectMockHandlers } from '@/app/mock/mock-handlers';

const modules = import.meta.glob<Record<string, unknown>>('../../generated/api/*/*.msw.ts', { eager: true });

/** Every generated MSW handler; tests add per-test overrides with `server.use(...)`. */
export const server = setupServer(...collectMockHandlers(modules));
