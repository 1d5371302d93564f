// The field-by-field differences between the current form state and a kept version, as the drawer lists
// them: shared fields first, then per shop (configs matched by shop, not by position), each with its label.
import type { EntityFormValues } from '@/entities/editor-slots';
import { t } from '@/i18n';
import { valueDifferences } from '@/lib/value-diff';
import type { Naming } from './version-summary';

export interface DiffRow {
  key: string;
  label: string;
  /** The shop of a shop-config field. */
  shop?: string;
  current: string;
  version: string;
}

/** Longest value text shown in the narrow drawer. */
const MAX_TEXT = 160;

/** A value as one short line: '–' for nothing, Yes/No, rich text without its tags, JSON for the rest. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'boolean') return t(value ? 'history.value.yes' : 'history.value.no');
  const text =
    typeof value === 'string'
      ? value
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim() || '–'
      : typeof value === 'number'
        ? String(value)
        : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

const shared = ({ appConfigs: _configs, ...rest }: EntityFormValues) => rest;

/** Rows for `restored` (what Restore would load) against `current` (the form now). */
export function diffRows(current: EntityFormValues, restored: EntityFormValues, naming: Naming): DiffRow[] {
  const rows: DiffRow[] = valueDifferences(shared(current), shared(restored)).map((difference) => ({
    key: difference.path,
    label: naming.label(difference.path, false),
    current: shownValue(difference.mine),
    version: shownValue(difference.theirs),
  }));
  const appIds = [...new Set([...current.appConfigs, ...restored.appConfigs].map((config) => config.appId))];
  for (const appId of appIds) {
    const now = current.appConfigs.find((config) => config.appId === appId);
    const then = restored.appConfigs.find((config) => config.appId === appId);
    const shop = naming.shopName(appId);
    if (!now || !then) {
      // A shop on one side only: one row, not every field of its config.
      rows.push({
        key: `shop-${appId}`,
        label: t('history.diff.shop'),
        shop,
        current: t(now ? 'history.diff.shopPresent' : 'history.diff.shopAbsent'),
        version: t(then ? 'history.diff.shopPresent' : 'history.diff.shopAbsent'),
      });
      continue;
    }
    for (const difference of valueDifferences(now, then)) {
      rows.push({
        key: `${appId}:${difference.path}`,
        label: naming.label(difference.path, true),
        shop,
        current: shownValue(difference.mine),
        version: shownValue(difference.theirs),
      });
    }
  }
  return rows;
}
