// The shell's table of the chunks a signed-in start loads, from the build's manifest (scripts/signed-in-preloads.mjs).
import { describe, expect, it } from 'vitest';
import { signedInPreloads } from '@scripts/signed-in-preloads.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/app/routed-app.tsx': { file: 'assets/routed-app.js', imports: ['index.html', '_query.js'] },
  '_query.js': { file: 'assets/query.js', imports: ['_runtime.js'] },
  'src/app/layout/app-layout.tsx': { file: 'assets/app-layout.js', imports: ['_query.js', '_menu.js'] },
  '_menu.js': { file: 'assets/menu.js' },
  'src/app/pages/entity-overview-page.tsx': {
    file: 'assets/overview.js',
    imports: ['_menu.js', '_table.js'],
  },
  '_table.js': { file: 'assets/table.js' },
  'src/app/pages/entity-detail-page.tsx': { file: 'assets/detail.js', imports: ['_form.js', '_query.js'] },
  '_form.js': { file: 'assets/form.js', imports: ['_table.js'] },
};

describe('signed-in preloads', () => {
  it("lists each part's chunks with what they import, without the entry's or the common ones", () => {
    expect(signedInPreloads(manifest, ['/content/stories'])).toEqual({
      common: ['assets/routed-app.js', 'assets/query.js', 'assets/app-layout.js', 'assets/menu.js'],
      overviewPaths: ['/content/stories'],
      overview: ['assets/overview.js', 'assets/table.js'],
      detail: ['assets/detail.js', 'assets/form.js', 'assets/table.js'],
    });
  });

  it('finds a module the bundler put into a shared chunk by its name (a static import elsewhere)', () => {
    const { 'src/app/layout/app-layout.tsx': layout, ...rest } = manifest;
    const shared = { ...rest, '_app-layout-X1.js': { ...layout, name: 'app-layout' } };
    expect(signedInPreloads(shared, []).common).toEqual(signedInPreloads(manifest, []).common);
  });

  it('fails the build when a page is no longer in the manifest', () => {
    const { 'src/app/pages/entity-detail-page.tsx': _detail, ...rest } = manifest;
    expect(() => signedInPreloads(rest, [])).toThrow(/entity-detail-page/);
  });
});
