// The lazy imports' preload lists (scripts/vite-preload-trim.mjs): without what the importing chunk loads
// statically, with everything else.
import { describe, expect, it } from 'vitest';
import { preloadTrim } from '@scripts/vite-preload-trim.mjs';

const chunk = (imports: string[]) => ({ type: 'chunk', imports });

/** Runs the plugin's bundle hook as Vite would, before its import analysis. */
function trimmed(bundle: Record<string, unknown>) {
  const { plugin, resolveDependencies } = preloadTrim();
  const hook = plugin.generateBundle as { handler: (options: unknown, output: unknown) => void };
  hook.handler.call({}, {}, bundle);
  return resolveDependencies;
}

describe('preload trim', () => {
  it("drops the chunks the importer imports statically (transitively), keeps the route's others", () => {
    const resolve = trimmed({
      'assets/index.js': chunk(['assets/runtime.js']),
      'assets/runtime.js': chunk([]),
      'assets/routed-app.js': chunk(['assets/index.js', 'assets/query.js']),
      'assets/query.js': chunk(['assets/runtime.js']),
      'assets/editor.js': chunk(['assets/query.js', 'assets/form.js']),
      'assets/form.js': chunk(['assets/index.js']),
    });
    expect(
      resolve(
        'assets/editor.js',
        ['assets/query.js', 'assets/form.js', 'assets/index.js', 'assets/runtime.js'],
        { hostId: 'assets/routed-app.js' },
      ),
    ).toEqual(['assets/form.js']);
  });

  it('leaves the list alone for an importer it does not know', () => {
    const resolve = trimmed({});
    expect(resolve('assets/a.js', ['assets/b.js'], { hostId: 'index.html' })).toEqual(['assets/b.js']);
  });
});
