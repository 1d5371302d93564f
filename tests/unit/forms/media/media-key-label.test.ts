import { describe, expect, it } from 'vitest';
import { mediaKeyLabel } from '@/forms/media/media-key-label';

describe('mediaKeyLabel (issue 27 #14: image slots read as people name them)', () => {
  it.each([
    ['desktop_default', 'Desktop'],
    ['mobile_default', 'Mobile'],
    ['desktop_adp', 'Desktop (product page)'],
    ['landscape', 'Landscape'],
    ['hero_wide', 'Hero wide'],
  ])('%s → %s', (key, label) => {
    expect(mediaKeyLabel(key)).toBe(label);
  });
});
