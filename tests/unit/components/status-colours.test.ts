import { describe, expect, it } from 'vitest';
import {
  DARK_TONE_COLOURS,
  STATUS_TONES,
  TONE_COLOURS,
  statusLabel,
  statusTone,
} from '@/components/status-colours';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('status colours (spec 2 §9)', () => {
  it.each(Object.entries(TONE_COLOURS))(
    '%s: the label reads at 4.5:1 or better on its chip',
    (_tone, colours) => {
      expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
      // The chip sits on white table rows and on the grey hover row too.
      expect(contrast(colours.text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(Object.entries(DARK_TONE_COLOURS))(
    'dark scheme, %s: the label reads at 4.5:1 or better on its chip, the page and a paper',
    (_tone, colours) => {
      expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
      // The dark theme's background.default and background.paper (src/app/theme.ts).
      expect(contrast(colours.text, '#101418')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colours.text, '#181d23')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('the contrast check itself tells a weak pair from a strong one', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ed6c02', '#ffffff')).toBeLessThan(4.5); // MUI's warning orange on white
  });

  it('gives each status the tone the spec names', () => {
    expect(STATUS_TONES).toEqual({
      draft: 'primary',
      offline: 'danger',
      online: 'success',
      scheduled: 'warning',
      empty: 'default',
      active: 'success',
      inactive: 'danger',
    });
    expect(statusTone('online')).toBe('success');
    expect(statusTone('offline')).toBe('danger');
    expect(statusTone('draft')).toBe('primary');
    expect(statusTone('scheduled')).toBe('warning');
  });

  it('shows an unknown status as it comes, in the default tone', () => {
    expect(statusTone('archived')).toBe('default');
    expect(statusLabel('archived')).toBe('archived');
    expect(statusLabel('online')).toBe('Online');
    // Object prototype names are not statuses.
    expect(statusLabel('toString')).toBe('toString');
  });
});
