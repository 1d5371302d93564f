// The words of the activity feed (issue 29), per kind: the short label of the "What" column, its detail
// (the version a save made, a scheduled publish, the number of problems of a refused one) and the one-line
// sentence of the dashboard widget ("Eda Editor published Category Story Trench Coat Guide in Germany").
import type { ActivityItem, ActivityKind } from '@generated/model';
import { getEntityConfig, isEntityType } from '@/entities/catalogue';
import { t, type MessageKey } from '@/i18n';

/** 'Saved', 'Published', 'Signed in' … */
export const kindLabel = (kind: ActivityKind): string => t(`activity.label.${kind}` as MessageKey);

/** 'saved', 'published', 'signed in' … (the verb of a sentence). */
export const kindVerb = (kind: ActivityKind): string => t(`activity.kind.${kind}` as MessageKey);

/** Who did it: the user's name, or 'System' for what nobody did by hand. */
export const actorName = (item: Pick<ActivityItem, 'actor'>): string =>
  item.actor?.name ?? t('activity.nobody');

/** The type's singular label ('Category Story', 'Image'); none for a type the back office lacks. */
export function typeLabel(type: string | null): string | null {
  return type && isEntityType(type) ? getEntityConfig(type).singular : null;
}

/** The entity's name, or its id when it has none on record. */
export function entityLabel(item: Pick<ActivityItem, 'entityName' | 'entityId'>): string | null {
  if (item.entityName) return item.entityName;
  return item.entityId !== null ? t('activity.unnamed', { id: item.entityId }) : null;
}

/** The shops an entry names: its shop, or the shops of a refused publish. */
export function shopNamesOf(
  item: Pick<ActivityItem, 'appId' | 'detail'>,
  shops: ReadonlyMap<number, string>,
): string[] {
  const ids = item.appId !== null ? [item.appId] : (item.detail.appIds ?? []);
  return ids.map((id) => shops.get(id) ?? `#${id}`);
}

/** The detail beside the label: 'Version 4', 'scheduled', '2 problems'; null when there is nothing to add. */
export function kindDetail(item: Pick<ActivityItem, 'kind' | 'version' | 'detail'>): string | null {
  switch (item.kind) {
    case 'entity.created':
    case 'entity.saved':
      return item.version !== null ? t('activity.version', { version: item.version }) : null;
    case 'entity.published':
      if (item.detail.to === 'scheduled') return t('activity.detail.scheduled');
      // A re-publish: a new snapshot of what was published already (the status stayed).
      return item.detail.from !== undefined && item.detail.from === item.detail.to
        ? t('activity.detail.republished')
        : null;
    case 'entity.publishRefused': {
      const count = item.detail.errorCount;
      if (count === undefined) return null;
      return count === 1 ? t('activity.detail.problem') : t('activity.detail.problems', { count });
    }
    default:
      return null;
  }
}

/**
 * The entry as one sentence: who, what, which entity (type and name) and where.
 * 'Eda Editor saved Category Story Trench Coat Guide (Version 4)', 'Mara Lind signed in'.
 */
export function activitySentence(item: ActivityItem, shops: ReadonlyMap<number, string>): string {
  const parts = [actorName(item), kindVerb(item.kind)];
  const type = typeLabel(item.entityType);
  const name = entityLabel(item);
  if (type) parts.push(type);
  if (name) parts.push(name);
  const where = shopNamesOf(item, shops);
  if (where.length) parts.push(t('activity.inShops', { shops: where.join(', ') }));
  const detail = kindDetail(item);
  return detail ? `${parts.join(' ')} (${detail})` : parts.join(' ');
}
