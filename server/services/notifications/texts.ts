// The words of the notifications the server writes (the spec gives types and icons, not texts; these follow
// the contract's examples). Pure, so the event mapping and the scheduler say the same thing.
import type { ContentStatus } from '@generated/model';

export const ENTRY_UPDATE_TITLE = 'Watched content changed';
export const STATUS_CHANGED_TITLE = 'Status changed';
export const PUBLISH_FAILED_TITLE = 'Publishing failed';

/** `A`, `A and B`, `A, B and C`. */
export function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const entryUpdateText = (actor: string, name: string) => `${actor} saved ${name}.`;

export function statusChangedText(
  name: string,
  to: ContentStatus,
  shop: string | null,
  actor: string | null,
) {
  const where = shop ? ` in ${shop}` : '';
  const by = actor ? ` (by ${actor})` : '';
  return `${name} is now ${to}${where}${by}.`;
}

export function publishFailedText(name: string, shops: readonly string[], errorCount: number) {
  const where = shops.length ? ` in ${listOf(shops)}` : '';
  const errors = `${errorCount} ${errorCount === 1 ? 'error' : 'errors'}`;
  return `${name} could not be published${where}: ${errors}.`;
}
