// The shop panel's validation marks (spec 2 §5.1 'The shop panel marks shops with errors').
import { t } from '@/i18n';
import type { ShopRowModel } from './shop-row-model';

/** The rows with their shop's server validation error count (0 when it has none). */
export function withErrorCounts(
  rows: readonly ShopRowModel[],
  counts: Readonly<Record<number, number>> | undefined,
): ShopRowModel[] {
  return rows.map((row) => ({ ...row, errorCount: counts?.[row.appId] ?? 0 }));
}

/** The accessible label (and tooltip) of a shop's error mark: '1 error', '2 errors'. */
export const shopErrorLabel = (count: number) =>
  t(count === 1 ? 'shopPanel.row.errors.one' : 'shopPanel.row.errors.other', { count });
