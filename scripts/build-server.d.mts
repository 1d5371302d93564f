export const SERVER_BUNDLE: string;
/** build/server.mjs: turns on Node's compile cache, then imports the bundle (./server-app.mjs). */
export const SERVER_ENTRY_SOURCE: string;
export function serverIsStale(): boolean;
export function buildServer(): Promise<number>;
/** Builds build/server.mjs when it is older than its sources; true when it built. */
export function ensureServerBuilt(): Promise<boolean>;
