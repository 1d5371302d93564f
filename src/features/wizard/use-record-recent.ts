import { useEffect } from 'react';
import type { EntityType } from '@generated/model';
import { useCurrentUser } from '@/api/session';
import { rememberRecent, type RecentItem } from '@/lib/recent-items';
import type { PlainValues } from './form-defaults';
import { entityName } from './form-rules';

/**
 * The recent item of an editor showing a loaded entity; none while it loads, for 'new', or for a page of another
 * kind (the editor moves to that kind's route, which records it).
 */
export function openedItem(
  type: EntityType,
  entityId: number | null,
  loaded: PlainValues | undefined,
): RecentItem | null {
  if (entityId === null || !loaded) return null;
  if (loaded.entityType !== undefined && loaded.entityType !== type) return null;
  return { type, id: entityId, name: entityName(loaded) || `#${entityId}` };
}

/**
 * Puts the entity an editor opened at the top of the user's recent items (the search palette's list when its
 * input is empty): opened from the palette, an overview, a link or the address bar alike. Again after a save
 * that renamed it.
 */
export function useRecordRecent(type: EntityType, entityId: number | null, loaded: PlainValues | undefined) {
  const userId = useCurrentUser().data?.id;
  const item = openedItem(type, entityId, loaded);
  const key = item && userId !== undefined ? `${userId}/${item.type}/${item.id}/${item.name}` : null;
  useEffect(() => {
    if (key === null || !item || userId === undefined) return;
    rememberRecent(userId, item);
    // The key names everything the item holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
