import { restoreFromTrash } from '@generated/api/trash/trash';
import type { EntityType } from '@generated/model';
import { serverMessage } from '@/api/errors';
import { t } from '@/i18n';
import { showToast } from './toasts';

export interface TrashedItem {
  type: EntityType;
  id: number;
  name: string;
}

/**
 * After a delete (which moves the item to the trash): a toast that says so and offers 'Undo' for its lifetime;
 * Undo restores the item (configs, blocks and tags come back with it) and calls `onRestored` (refetch lists).
 */
export function announceTrashed(item: TrashedItem, onRestored?: () => void): number {
  return showToast({
    severity: 'success',
    message: t('trash.toast.deleted', { name: item.name }),
    action: {
      label: t('trash.toast.undo'),
      onAction: () => void undoDelete(item, onRestored),
    },
  });
}

/** Restores a trashed item and tells the outcome in a toast. */
export async function undoDelete(item: TrashedItem, onRestored?: () => void): Promise<boolean> {
  try {
    await restoreFromTrash(item.type, item.id);
  } catch (error) {
    showToast({
      severity: 'error',
      message: t('trash.toast.restoreFailed', {
        name: item.name,
        message: serverMessage(error) ?? (error as Error).message,
      }),
    });
    return false;
  }
  showToast({ severity: 'success', message: t('trash.toast.restored', { name: item.name }) });
  onRestored?.();
  return true;
}
