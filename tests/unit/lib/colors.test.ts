import { describe, expect, it } from 'vitest';
import { hexToRgba, isHexColor } from '@/lib/colors';

describe('hexToRgba (spec 2 §9)', () => {
  it('takes six digits with or without #', () => {
    expect(hexToRgba('#ff8000', 0.5)).toBe('rgba(255, 128, 0, 0.5)');
    expect(hexToRgba('FF8000', 1)).toBe('rgba(255, 128, 0, 1)');
  });

  it('takes three digits and defaults alpha to 1', () => {
    expect(hexToRgba('#0f8')).toBe('rgba(0, 255, 136, 1)');
  });

  it('accepts alpha 0 and 1 and refuses values outside', () => {
    expect(hexToRgba('#000', 0)).toBe('rgba(0, 0, 0, 0)');
    const message = 'hexToRgba - alpha value provided must be in between 0 and 1';
    expect(() => hexToRgba('#000', 1.1)).toThrow(message);
    expect(() => hexToRgba('#000', -0.1)).toThrow(message);
    expect(() => hexToRgba('#000', Number.NaN)).toThrow(message);
  });

  it('refuses other lengths and non-hex digits', () => {
    const message = 'hexToRgba - hex value provided is not a valid hex color';
    for (const bad of ['', '#', '#12', '#1234', '#12345', '#1234567', '#ggg', '##fff', 'red'])
      expect(() => hexToRgba(bad, 1)).toThrow(message);
  });

  it('tells whether a text is a hex colour', () => {
    expect(isHexColor('#abc')).toBe(true);
    expect(isHexColor('abcdef')).toBe(true);
    expect(isHexColor('#abcd')).toBe(false);
  });
});
