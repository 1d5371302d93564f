import { describe, expect, it } from 'vitest';
import { chartSeries } from '@/features/reports/chart-series';

describe('report chart keys (spec 1 §2.9)', () => {
  it('colours the first key #0065B2 and the second #80C8FF', () => {
    expect(
      chartSeries([
        { key: 'online', label: 'Online' },
        { key: 'offline', label: 'Offline' },
      ]),
    ).toEqual([
      { key: 'online', label: 'Online', color: '#0065B2' },
      { key: 'offline', label: 'Offline', color: '#80C8FF' },
    ]);
    expect(chartSeries([{ key: 'only', label: 'Only' }])[0]!.color).toBe('#0065B2');
  });

  it('uses the lighter dark-scheme blues in the dark scheme, the first still the deeper one', () => {
    expect(
      chartSeries(
        [
          { key: 'online', label: 'Online' },
          { key: 'offline', label: 'Offline' },
        ],
        'dark',
      ).map((s) => s.color),
    ).toEqual(['#3b8fe0', '#a8d8ff']);
  });

  it('throws on a third key (a developer error)', () => {
    expect(() =>
      chartSeries([
        { key: 'a', label: 'A' },
        { key: 'b', label: 'B' },
        { key: 'c', label: 'C' },
      ]),
    ).toThrow(/at most 2 data keys/);
  });
});
