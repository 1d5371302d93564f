import { describe, expect, it } from 'vitest';
import { COLOR_SCHEMES, isColorScheme, resolveColorScheme } from '@/lib/color-scheme';

describe('resolveColorScheme (the stored choice → the scheme the page shows)', () => {
  it('light and dark ignore the device', () => {
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });

  it('system follows the device', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
  });

  it('nothing stored or a stray value follows the device too', () => {
    expect(resolveColorScheme(null, true)).toBe('dark');
    expect(resolveColorScheme('sepia', false)).toBe('light');
    expect(resolveColorScheme(undefined, false)).toBe('light');
  });
});

describe('isColorScheme', () => {
  it('knows the three choices of the contract, and nothing else', () => {
    expect(COLOR_SCHEMES).toEqual(['system', 'light', 'dark']);
    expect(COLOR_SCHEMES.every(isColorScheme)).toBe(true);
    expect(isColorScheme('Dark')).toBe(false);
    expect(isColorScheme(1)).toBe(false);
  });
});
