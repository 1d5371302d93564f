/** Bar colours by position (spec 1 §2.9): the first data key, then the second. */
export const CHART_COLORS = ['#0065B2', '#80C8FF'] as const;

/**
 * The same two blues for the dark scheme, lighter so each bar stands out at 3:1 or better against the dark
 * paper (WCAG 1.4.11), the first still the deeper one.
 */
export const DARK_CHART_COLORS = ['#3b8fe0', '#a8d8ff'] as const;

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

/**
 * The bars of a chart: at most two data keys. A third key is a developer error (the contract allows two),
 * so it throws rather than drawing a bar in a colour nobody chose.
 */
export function chartSeries(
  dataKeys: { key: string; label: string }[],
  scheme: 'light' | 'dark' = 'light',
): ChartSeries[] {
  const colors = scheme === 'dark' ? DARK_CHART_COLORS : CHART_COLORS;
  if (dataKeys.length > colors.length) {
    throw new Error(`A bar chart takes at most ${colors.length} data keys, got ${dataKeys.length}.`);
  }
  return dataKeys.map((dataKey, index) => ({ ...dataKey, color: colors[index]! }));
}
