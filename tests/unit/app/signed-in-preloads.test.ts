// The chunks the shell's script asks for on a signed-in start (src/app/shell/signed-in-preloads.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LINKS_PER_TASK,
  preloadModules,
  signedInChunks,
  type SignedInPreloads,
} from '@/app/shell/signed-in-preloads';

const table: SignedInPreloads = {
  common: ['assets/routed-app.js', 'assets/app-layout.js'],
  overviewPaths: ['/content/stories', '/settings/tags', '/settings/tag-groups'],
  overview: ['assets/entity-overview-page.js'],
  detail: ['assets/entity-detail-page.js'],
};

describe('signed-in preloads', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel=modulepreload]')) link.remove();
  });

  it("an overview gets the overview page's chunks, its editor the editor's", () => {
    const overview = [...table.common, ...table.overview];
    const detail = [...table.common, ...table.detail];
    expect(signedInChunks('/content/stories', table)).toEqual(overview);
    expect(signedInChunks('/content/stories/', table)).toEqual(overview);
    expect(signedInChunks('/content/stories/65', table)).toEqual(detail);
    expect(signedInChunks('/content/stories/65/seo', table)).toEqual(detail);
    expect(signedInChunks('/settings/tag-groups', table)).toEqual(overview);
    expect(signedInChunks('/settings/tags/3', table)).toEqual(detail);
  });

  it('any other page gets the routed app and the layout only', () => {
    expect(signedInChunks('/', table)).toEqual(table.common);
    expect(signedInChunks('/content/stories-archive', table)).toEqual(table.common);
    expect(signedInChunks('/reports', table)).toEqual(table.common);
  });

  it('adds one module preload per chunk, at the site root, as Vite preloads them', () => {
    preloadModules(['assets/a.js', 'assets/b.js']);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(links.every((link) => link.crossOrigin === '' && link.as === 'script')).toBe(true);
  });

  it('adds the links in slices, one task each, so no task blocks the main thread long', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const files = Array.from({ length: 2 * LINKS_PER_TASK + 3 }, (_, i) => `assets/c${i}.js`);
      const count = () => document.head.querySelectorAll('link[rel=modulepreload]').length;
      preloadModules(files);
      expect(count()).toBe(LINKS_PER_TASK);
      vi.advanceTimersToNextTimer();
      expect(count()).toBe(2 * LINKS_PER_TASK);
      // Meanwhile Vite's helper asks for one of the rest itself: not added twice.
      const helper = document.createElement('link');
      helper.rel = 'modulepreload';
      helper.href = `/${files.at(-1)}`;
      document.head.append(helper);
      vi.runAllTimers();
      const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
      expect(links.map((link) => new URL(link.href).pathname).sort()).toEqual(
        files.map((f) => `/${f}`).sort(),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("skips the chunks Vite's helper has asked for already", () => {
    const helper = document.createElement('link');
    helper.rel = 'modulepreload';
    helper.href = '/assets/a.js';
    document.head.append(helper);
    preloadModules(['assets/a.js', 'assets/b.js']);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(['/assets/a.js', '/assets/b.js']);
  });
});
