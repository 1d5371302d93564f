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

/**
 * Asks for the chunks while the page's head is parsed, so they load beside the entry instead of two and three
 * round trips after it (entry → routed app → layout and page). Vite's preload helper finds these links and
 * adds none of its own for them (each added link is main-thread work after the first paint otherwise); a
 * chunk the helper has asked for already is skipped.
 */
export function preloadModules(files: string[]): void {
  // Those Vite's helper asked for already (the entry may have imported the routed app first).
  const asked = new Set(
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'), (link) => link.href),
  );
  for (const file of files) {
    if (asked.has(new URL(`/${file}`, document.baseURI).href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.appendChild(link);
  }
}
