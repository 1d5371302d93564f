// index.html's entry script becomes a module preload that the shell's script runs after the first paint
// (scripts/defer-entry.mjs, called by scripts/prerender.mjs).
import { describe, expect, it } from 'vitest';
import { deferEntry } from '@scripts/defer-entry.mjs';

const page = [
  '<head><title>Content</title>',
  '<script type="module" crossorigin src="/assets/index-AB12.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-X.js">',
  '</head>',
].join('');

describe('deferEntry', () => {
  it('replaces the entry script by a module preload of it and answers its address', () => {
    const deferred = deferEntry(page);
    expect(deferred.entry).toBe('/assets/index-AB12.js');
    expect(deferred.page).not.toContain('<script');
    expect(deferred.page).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/index-AB12.js"><link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-X.js">',
    );
  });

  it('fails the build when the page has no entry script or more than one', () => {
    expect(() => deferEntry('<head></head>')).toThrow(/0 module entry scripts/);
    expect(() => deferEntry(page.replace('</head>', `${page}</head>`))).toThrow(/2 module entry scripts/);
  });
});
