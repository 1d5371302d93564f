// Where an entry of the activity feed leads: the entity (or media item) it names, and for a save the version
// that save made (the editor with its History drawer open at that version).
import type { ActivityItem } from '@generated/model';
import { isEntityType } from '@/entities/catalogue';
import { editPath, versionPath } from '@/entities/paths';

type Linked = Pick<ActivityItem, 'entityType' | 'entityId' | 'entityGone' | 'kind' | 'version'>;

/** The entity's editor; none when it is gone or of a type the back office has no editor for. */
export function entityLink(item: Linked): string | undefined {
  if (item.entityGone || item.entityId === null || !item.entityType || !isEntityType(item.entityType))
    return undefined;
  return editPath(item.entityType, item.entityId);
}

/** The version a save made; none for other kinds or when the entity is gone. */
export function versionLink(item: Linked): string | undefined {
  const saved = item.kind === 'entity.saved' || item.kind === 'entity.created';
  if (!saved || item.version === null || !entityLink(item)) return undefined;
  return versionPath(item.entityType!, item.entityId!, item.version);
}
