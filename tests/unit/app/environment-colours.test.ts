import { describe, expect, it } from 'vitest';
import { DARK_ENVIRONMENT_TEXT_COLOURS } from '@/app/layout/environment-logo';

/** WCAG 2 contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the environment name in the dark scheme', () => {
  it.each(Object.entries(DARK_ENVIRONMENT_TEXT_COLOURS))(
    '%s reads at 4.5:1 or better on the dark page and paper',
    (_environment, colour) => {
      expect(contrast(colour, '#101418')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour, '#181d23')).toBeGreaterThanOrEqual(4.5);
    },
  );
});
