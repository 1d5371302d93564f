export const SERVER_BUNDLE: string;
export function serverIsStale(): boolean;
export function buildServer(): Promise<number>;
/** Builds build/server.mjs when it is older than its sources; true when it built. */
export function ensureServerBuilt(): Promise<boolean>;
