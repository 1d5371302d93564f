// The rules of publishing in the back office (spec 2 §4.1, §4.2, §5.2): the action the publish modal derives
// from the selected shops, the isPublished flags it submits, its status filter, which shop rows can be
// selected given the validation errors, and when the Publish button is disabled. Pure functions.
import type { ContentStatus, ValidationErrors } from '@generated/model';
import type { PublishFlags, PublishShop } from '@/entities';
import { t } from '@/i18n';

export type { PublishShop };

/**
 * What the selection allows: all offline → publish; all online or scheduled → unpublish; a mix → conflict
 * (blocked); nothing selected → none (blocked).
 */
export type PublishAction = 'publish' | 'unpublish' | 'conflict' | 'none';

/** The status filter of the modal (spec 2 §4.2). */
export const STATUS_FILTERS = ['all', 'online', 'offline', 'scheduled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Published means online or scheduled (spec 2 §4.1); offline, draft (never published) and empty are not. */
export function isPublishedStatus(status: ContentStatus): boolean {
  return status === 'online' || status === 'scheduled';
}

/** The action of the selected shops' statuses. */
export function publishAction(statuses: readonly ContentStatus[]): PublishAction {
  if (statuses.length === 0) return 'none';
  const published = statuses.filter(isPublishedStatus).length;
  if (published === 0) return 'publish';
  return published === statuses.length ? 'unpublish' : 'conflict';
}

/**
 * The flags on submit (spec 2 §4.2): a selected shop gets true when publishing, false when unpublishing; a shop
 * not selected keeps true only if it is online or scheduled.
 */
export function publishFlags(
  shops: readonly PublishShop[],
  selected: ReadonlySet<number>,
  action: 'publish' | 'unpublish',
): Extract<PublishFlags, { level: 'appConfig' }> {
  const flags: Record<number, boolean> = {};
  for (const shop of shops) {
    flags[shop.appId] = selected.has(shop.appId) ? action === 'publish' : isPublishedStatus(shop.status);
  }
  return { level: 'appConfig', shops: flags };
}

/**
 * The shops a filter shows: online and scheduled show their own; offline shows every shop that is not
 * published (a never-published draft too, so each shop is under one filter besides 'all').
 */
export function filterShops<T extends PublishShop>(shops: readonly T[], filter: StatusFilter): T[] {
  switch (filter) {
    case 'all':
      return [...shops];
    case 'offline':
      return shops.filter((shop) => !isPublishedStatus(shop.status));
    default:
      return shops.filter((shop) => shop.status === filter);
  }
}

/**
 * Why a row cannot be selected: its shop has errors, there are errors without a shop, or (not published) its
 * activeUntil has passed, so publishing could not bring it online.
 */
export type RowBlocker = 'shopErrors' | 'otherErrors' | 'expired';

/** A shop that is not published and whose activeUntil lies in the past at `now`. */
export function isExpired(shop: PublishShop, now: number): boolean {
  return (
    !isPublishedStatus(shop.status) &&
    typeof shop.activeUntil === 'string' &&
    Date.parse(shop.activeUntil) <= now
  );
}

const SHOP_PATH = /^appConfigs\.(\d+)(?:\.|$)/;

/**
 * The blocker of each shop (by the index of its appConfig), from validation errors: a path `appConfigs.N.…`
 * belongs to the shop at index N; any other path is an error without a shop and blocks every row. Without
 * errors, a shop past its activeUntil is blocked too.
 */
export function rowBlockers(
  errors: ValidationErrors,
  shops: readonly PublishShop[],
  now: number,
): (RowBlocker | null)[] {
  const withErrors = new Set<number>();
  let other = false;
  for (const [path, messages] of Object.entries(errors)) {
    if (messages.length === 0) continue;
    const match = SHOP_PATH.exec(path);
    if (match) withErrors.add(Number(match[1]));
    else other = true;
  }
  return shops.map((shop, index) =>
    withErrors.has(index) ? 'shopErrors' : other ? 'otherErrors' : isExpired(shop, now) ? 'expired' : null,
  );
}

/** The selected shops that still exist and are shown (a filter change drops the hidden ones). */
export function keepSelected(selected: ReadonlySet<number>, shown: readonly PublishShop[]): Set<number> {
  return new Set(shown.map((shop) => shop.appId).filter((appId) => selected.has(appId)));
}

export interface PublishButtonState {
  disabled: boolean;
  /** Why it is disabled, when saving helps: 'Please save for further actions'. */
  tooltip: string | null;
}

/**
 * Publish is disabled for a new entity, a dirty form, while busy and in view-only mode (spec 2 §5.2). The
 * tooltip 'Please save for further actions' tells the first two; busy passes by itself and view-only mode has
 * its own notice.
 */
export function publishButtonState(state: {
  isNew: boolean;
  dirty: boolean;
  busy: boolean;
  readOnly: boolean;
}): PublishButtonState {
  const needsSave = state.isNew || state.dirty;
  return {
    disabled: needsSave || state.busy || state.readOnly,
    tooltip: needsSave && !state.readOnly ? t('publish.saveFirst') : null,
  };
}
