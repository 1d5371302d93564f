/**
 * The chunks a signed-in start loads, per kind of page; scripts/prerender.mjs writes the table from the build's
 * manifest into the shell's script (choose-shell.ts). Paths are relative to the site root (`assets/…`).
 */
export interface SignedInPreloads {
  /** Every signed-in page: the routed app and the layout, with the chunks they import. */
  common: string[];
  /** The entity overviews' paths (spec 1 §2.1); `{path}/{id}…` is the entity's editor. */
  overviewPaths: string[];
  /** The overview page's chunks beyond `common`. */
  overview: string[];
  /** The editor page's chunks beyond `common`. */
  detail: string[];
}

/** The chunks to preload for a signed-in start at `pathname`. */
export function signedInChunks(pathname: string, table: SignedInPreloads): string[] {
  const path = pathname.replace(/\/+$/, '');
  const overview = table.overviewPaths.find((base) => path === base || path.startsWith(`${base}/`));
  if (overview === undefined) return table.common;
  return [...table.common, ...(path === overview ? table.overview : table.detail)];
}

/** How many links one task adds: each starts a request, ~0.5–2 ms of main-thread work on a fast machine. */
export const LINKS_PER_TASK = 5;

/**
 * Asks for the chunks, so they load beside the entry instead of two and three round trips after it (entry →
 * routed app → layout and page). Vite's preload helper finds these links and adds none of its own for them
 * (each added link is main-thread work after the first paint otherwise); a chunk the helper has asked for
 * already is skipped. The links go in slices of LINKS_PER_TASK, one task each: the ~80 of an overview in one
 * task blocked the main thread for 30–100 ms (more with an empty HTTP cache), four times that on a slow phone.
 */
export function preloadModules(files: string[]): void {
  // Those Vite's helper asked for already (the entry may have imported the routed app first).
  const asked = new Set(
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'), (link) => link.href),
  );
  const wanted = files.filter((file) => !asked.has(new URL(`/${file}`, document.baseURI).href));
  for (const file of wanted.slice(0, LINKS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.appendChild(link);
  }
  const rest = wanted.slice(LINKS_PER_TASK);
  if (rest.length > 0) setTimeout(() => preloadModules(rest), 0);
}
