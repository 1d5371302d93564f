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
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
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
