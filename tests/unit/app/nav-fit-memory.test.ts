import { beforeEach, describe, expect, it } from 'vitest';
import { NAV_FIT_KEY, rememberedFit, rememberFit } from '@/app/layout/nav-fit-memory';

const LABELS = ['Bundles', 'Content', 'Media'];

describe('the navigation’s remembered fitting count', () => {
  beforeEach(() => window.localStorage.removeItem(NAV_FIT_KEY));

  it('answers the count kept for the same entries at the same window width', () => {
    expect(rememberedFit(LABELS, 412)).toBeUndefined();
    rememberFit(LABELS, 412, 1);
    expect(rememberedFit(LABELS, 412)).toBe(1);
    rememberFit(LABELS, 412, 0);
    expect(rememberedFit(LABELS, 412)).toBe(0);
  });

  it('answers nothing for another width, other entries or a value it cannot trust', () => {
    rememberFit(LABELS, 412, 1);
    expect(rememberedFit(LABELS, 1024)).toBeUndefined();
    expect(rememberedFit(['Bundles', 'Content'], 412)).toBeUndefined();
    expect(rememberedFit([...LABELS].reverse(), 412)).toBeUndefined();
    window.localStorage.setItem(NAV_FIT_KEY, '{not json');
    expect(rememberedFit(LABELS, 412)).toBeUndefined();
    window.localStorage.setItem(NAV_FIT_KEY, JSON.stringify({ key: `412|${LABELS.join('|')}`, count: 7 }));
    expect(rememberedFit(LABELS, 412)).toBeUndefined();
    window.localStorage.setItem(NAV_FIT_KEY, JSON.stringify({ key: `412|${LABELS.join('|')}`, count: 1.5 }));
    expect(rememberedFit(LABELS, 412)).toBeUndefined();
  });
});
