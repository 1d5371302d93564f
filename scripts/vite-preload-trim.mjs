// Vite's preload helper adds a `<link rel=modulepreload>` (or finds it already asked for) per dependency of each
// lazy import, at run time, in the task that calls the import: the router's lazy routes listed ~30–70 each,
// most of them chunks that the importing chunk itself imports statically — loaded, necessarily, before that
// import can run. This drops those from each lazy import's list (`build.modulePreload.resolveDependencies`),
// so the helper's per-dependency work (a URL, a lookup, promises) runs only for chunks that may still be
// missing; the lists keep every other dependency, so a lazy route still asks for all its chunks at once.

/** @typedef {import('rolldown').OutputBundle} Bundle */

/**
 * @returns {{ plugin: import('vite').Plugin, resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[] }}
 */
export function preloadTrim() {
  /** @type {Bundle | undefined} */
  let bundle;
  /** @type {Map<string, Set<string>>} */
  const loaded = new Map();
  /** The chunk and every chunk it imports statically, transitively: what runs before its lazy imports can. */
  const staticClosure = (/** @type {string} */ file) => {
    let files = loaded.get(file);
    if (files) return files;
    files = new Set();
    const pending = [file];
    while (pending.length) {
      const next = /** @type {string} */ (pending.pop());
      if (files.has(next)) continue;
      files.add(next);
      const chunk = bundle?.[next];
      if (chunk?.type === 'chunk') pending.push(...chunk.imports);
    }
    loaded.set(file, files);
    return files;
  };
  return {
    plugin: {
      name: 'content:preload-trim',
      apply: 'build',
      generateBundle: {
        // Before Vite's import analysis, which calls resolveDependencies while it writes the lists.
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          loaded.clear();
        },
      },
    },
    resolveDependencies(_file, deps, { hostId }) {
      if (!bundle?.[hostId]) return deps;
      const host = staticClosure(hostId);
      return deps.filter((dep) => !host.has(dep));
    },
  };
}
