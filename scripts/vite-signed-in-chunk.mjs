// Vite/Rolldown: one chunk for modules every signed-in page loads (of the routed app's and the layout's static
// graph), instead of the many chunks, half of them under 2 KB, that automatic splitting makes of them because
// each is shared by a different set of lazy pages. A signed-in start preloads all of them anyway
// (src/app/shell/signed-in-preloads.ts), so the merge loads no more code; it saves requests (6 connections
// at a time on HTTP/1.1) and the main thread's work per `<link rel=modulepreload>` and per module record.
//
// Left out, so that nothing loads more than before: what the entry loads (its own group), what a page can load
// without the routed app — the entry's other lazy imports (the sign-in page, the error screen, monitoring, the
// mock worker) with everything they import, statically or lazily — and every module that imports any of
// those (Rolldown puts a captured module's imports into its chunk). What is left is mostly MUI and the layout's
// own helpers: the routed app's and the layout's ~39 chunks become ~28.

/**
 * @param {{ entry: string, roots: string[], name?: string }} options absolute module ids: the entry (src/main.tsx)
 *   and the signed-in roots (src/app/routed-app.tsx, src/app/layout/app-layout.tsx)
 * @returns {import('rolldown').CodeSplittingGroup}
 */
export function signedInChunk({ entry, roots, name = 'signed-in' }) {
  /** @type {Set<string> | undefined} */
  let members;
  return {
    name: (id, ctx) => {
      members ??= signedInModules(entry, roots, (m) => ctx.getModuleInfo(m));
      return members.has(id) ? name : null;
    },
  };
}

/**
 * The modules statically reachable from the roots, less those reachable from the entry without the roots.
 * The roots themselves stay chunks of their own (lazy imports: the manifest keeps their keys).
 *
 * @param {string} entry
 * @param {string[]} roots
 * @param {(id: string) => { importedIds: readonly string[], dynamicallyImportedIds: readonly string[] } | null} info
 */
export function signedInModules(entry, roots, info) {
  const rootSet = new Set(roots);
  /** Static closure of `starts`; with `lazy`, dynamic imports too, except into the roots. */
  const reach = (starts, lazy) => {
    const seen = new Set();
    const todo = [...starts];
    while (todo.length) {
      const id = todo.pop();
      if (seen.has(id)) continue;
      seen.add(id);
      const module = info(id);
      if (!module) continue;
      todo.push(...module.importedIds);
      if (lazy) todo.push(...module.dynamicallyImportedIds.filter((d) => !rootSet.has(d)));
    }
    return seen;
  };
  const initial = reach([entry], false);
  const withoutRoots = reach([entry], true);
  const signedIn = reach(roots, false);
  // Rolldown puts a captured module's imports into its chunk too, unless another group holds them (the entry's
  // do): so a module that imports, at any depth, what the entry loads lazily stays out, or the entry's lazy
  // import (the error screen, say) would load this whole chunk.
  const importers = new Map();
  for (const id of signedIn)
    for (const imported of info(id)?.importedIds ?? []) {
      if (!importers.has(imported)) importers.set(imported, []);
      importers.get(imported).push(id);
    }
  const tainted = new Set();
  const todo = [...withoutRoots].filter((id) => !initial.has(id));
  while (todo.length) {
    const id = todo.pop();
    if (tainted.has(id)) continue;
    tainted.add(id);
    todo.push(...(importers.get(id) ?? []));
  }
  const members = new Set();
  for (const id of signedIn)
    if (!withoutRoots.has(id) && !tainted.has(id) && !rootSet.has(id)) members.add(id);
  return members;
}
