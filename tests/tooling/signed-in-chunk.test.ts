// The signed-in chunk (scripts/vite-signed-in-chunk.mjs): what every signed-in page loads, in one chunk instead
// of many small ones, without making anything the entry loads, or loads without the routed app, load more.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { signedInChunk, signedInModules } from '@scripts/vite-signed-in-chunk.mjs';

type Graph = Record<string, { imports?: string[]; lazy?: string[] }>;

const infoOf = (graph: Graph) => (id: string) =>
  graph[id] ? { importedIds: graph[id].imports ?? [], dynamicallyImportedIds: graph[id].lazy ?? [] } : null;

// main imports react and the error boundary, which loads the error screen lazily, and the routed app lazily;
// the routed app imports the router and the layout's helpers; the error screen imports the API client, which
// the layout imports too; the nav bar imports the error screen.
const GRAPH: Graph = {
  main: { imports: ['react', 'boundary'], lazy: ['routed-app', 'sign-in'] },
  boundary: { imports: ['react'], lazy: ['error-screen'] },
  'error-screen': { imports: ['react', 'api'] },
  'sign-in': { imports: ['react', 'form', 'api'] },
  'routed-app': { imports: ['react', 'router', 'nav-bar', 'icon'], lazy: ['layout'] },
  layout: { imports: ['menu', 'icon', 'api'] },
  'nav-bar': { imports: ['error-screen', 'tooltip'] },
  router: { imports: ['react'] },
  menu: { imports: ['popover'] },
  popover: {},
  tooltip: {},
  icon: {},
  form: {},
  api: {},
  react: {},
};

describe('signed-in chunk', () => {
  it("holds the roots' static imports that nothing outside the signed-in app loads", () => {
    const members = signedInModules('main', ['routed-app', 'layout'], infoOf(GRAPH));
    expect([...members].sort()).toEqual(['icon', 'menu', 'popover', 'router', 'tooltip']);
  });

  it("leaves out the entry's modules, what its other lazy imports load, their importers and the roots", () => {
    const members = signedInModules('main', ['routed-app', 'layout'], infoOf(GRAPH));
    for (const id of ['react', 'boundary', 'error-screen', 'api', 'sign-in', 'form'])
      expect(members).not.toContain(id);
    // The nav bar imports the error screen, which the entry loads lazily: capturing it would put the error screen
    // (and the API client) into the chunk and make the entry's lazy import load all of it.
    expect(members).not.toContain('nav-bar');
    expect(members).not.toContain('routed-app');
    expect(members).not.toContain('layout');
  });

  it('names the members only, as a Rolldown group', () => {
    const group = signedInChunk({ entry: 'main', roots: ['routed-app', 'layout'] });
    const ctx = { getModuleInfo: infoOf(GRAPH) } as never;
    const name = group.name as (id: string, ctx: never) => string | null;
    expect(name('menu', ctx)).toBe('signed-in');
    expect(name('api', ctx)).toBeNull();
  });

  it("is one of the build's code-splitting groups, after the entry's", () => {
    const config = readFileSync(new URL('../../vite.config.ts', import.meta.url), 'utf8');
    const groups = config.slice(config.indexOf('codeSplitting:'));
    expect(groups.indexOf("name: 'initial'")).toBeGreaterThan(0);
    expect(groups.indexOf('signedInChunk(')).toBeGreaterThan(groups.indexOf("name: 'initial'"));
  });
});
