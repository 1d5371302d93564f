// Build time (scripts/prerender.mjs): from the build's manifest, the chunks a signed-in start loads — the
// routed app's and the layout's (every signed-in page), and those the entity overview and editor pages add,
// each with the chunks it imports statically, less what the entry loads itself. The shell's script preloads
// them (src/app/shell/signed-in-preloads.ts).

const COMMON = ['src/app/routed-app.tsx', 'src/app/layout/app-layout.tsx'];
const OVERVIEW = 'src/app/pages/entity-overview-page.tsx';
const DETAIL = 'src/app/pages/entity-detail-page.tsx';

/**
 * @param {Record<string, { file: string, imports?: string[] }>} manifest Vite's `.vite/manifest.json`
 * @param {string[]} overviewPaths the entity overviews' paths
 */
export function signedInPreloads(manifest, overviewPaths) {
  const closure = (key, files = new Set()) => {
    const chunk = manifest[keyOf(manifest, key)];
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  const beyond = (keys, loaded) =>
    [...new Set(keys.flatMap((key) => [...closure(key)]))].filter((file) => !loaded.has(file));
  const entry = closure('index.html');
  const common = beyond(COMMON, entry);
  const loaded = new Set([...entry, ...common]);
  return { common, overviewPaths, overview: beyond([OVERVIEW], loaded), detail: beyond([DETAIL], loaded) };
}

/**
 * The manifest key of a module: its path while it is a chunk of its own (a dynamic entry); when the bundler
 * has put a lazily imported module into a shared chunk because another chunk imports it statically (the
 * editor page imports a constant of the layout), the key is that chunk's `_<name>-<hash>.js`, found by the
 * module's file name. Anything else fails the build.
 */
function keyOf(manifest, key) {
  if (manifest[key] || !key.startsWith('src/')) {
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
    return key;
  }
  const name = key.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const shared = Object.keys(manifest).filter((k) => k.startsWith('_') && manifest[k].name === name);
  if (shared.length !== 1) throw new Error(`${key} is not in the build's manifest`);
  return shared[0];
}
