/** Bar colours by position (spec 1 §2.9): the first data key, then the second. */
export const CHART_COLORS = ['#0065B2', '#80C8FF'] as const;

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

/**
 * The bars of a chart: at most two data keys. A third key is a developer error (the contract allows two),
 * so it throws rather than drawing a bar in a colour nobody chose.
 */
export function chartSeries(dataKeys: { key: string; label: string }[]): ChartSeries[] {
  if (dataKeys.length > CHART_COLORS.length) {
    throw new Error(`A bar chart takes at most ${CHART_COLORS.length} data keys, got ${dataKeys.length}.`);
  }
  return dataKeys.map((dataKey, index) => ({ ...dataKey, color: CHART_COLORS[index]! }));
}
