// Build step (scripts/prerender.mjs): index.html's entry script becomes a module preload of the same file, and
// the shell's script (src/app/shell/choose-shell.ts) runs it once the pre-rendered shell is painted. Run by
// the parser, the entry (downloaded while the head is parsed) is evaluated before the first frame and holds
// the shell's paint for its evaluation, the routed app's imports and the first render.

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;

/**
 * The page with its one entry script replaced by `<link rel="modulepreload">` of it, and the entry's address.
 * @param {string} page
 * @returns {{ page: string, entry: string }}
 */
export function deferEntry(page) {
  const entries = [...page.matchAll(ENTRY)];
  if (entries.length !== 1) {
    throw new Error(`dist/index.html has ${entries.length} module entry scripts, expected one`);
  }
  const [tag, entry] = entries[0];
  return { page: page.replace(tag, `<link rel="modulepreload" crossorigin href="${entry}">`), entry };
}
