/**
 * How many navigation entries fit in `available` px, in order, with `gap` px between them. When not all fit,
 * the count leaves room for the "More" button (`moreWidth`) that holds the rest, so no entry is ever cut off.
 */
export function fittingCount(
  widths: readonly number[],
  available: number,
  moreWidth: number,
  gap: number,
): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
