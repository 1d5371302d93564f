import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { serverMessage } from '@/api/errors';
import { t } from '@/i18n';
import { useEvent } from '@/lib/use-event';
import type { OverviewRow } from './entity-api';
import { rowName } from './row-value';

interface DeletionOptions {
  /** The type's delete call; absent where the product never deletes. */
  remove: ((id: number) => Promise<void>) | undefined;
  onDeleted: (row: OverviewRow) => void;
  onFailed: (message: string) => void;
}

/**
 * Deleting a row (spec 1 §2.7): a row action asks first (the confirmation modal names the row), 'I'm sure'
 * deletes; a failure is told with the server's message. The modal closes either way.
 */
export function useOverviewDeletion({ remove, onDeleted, onFailed }: DeletionOptions) {
  const [pending, setPending] = useState<OverviewRow | null>(null);
  const mutation = useMutation({
    mutationFn: (row: OverviewRow) => {
      if (!remove) throw new Error('This entity type cannot be deleted');
      return remove(row.id);
    },
    onSuccess: (_, row) => {
      setPending(null);
      onDeleted(row);
    },
    onError: (error, row) => {
      setPending(null);
      onFailed(
        t('overview.delete.failed', { name: rowName(row), message: serverMessage(error) ?? error.message }),
      );
    },
  });
  const cancel = useEvent(() => setPending(null));
  const confirm = useEvent(() => {
    if (pending) mutation.mutate(pending);
  });
  const busy = mutation.isPending;
  // One object while nothing changes: the page's memoised parts are given its stable `ask`.
  return useMemo(
    () => ({
      /** The row waiting for confirmation (the modal is open while there is one). */
      pending,
      busy,
      ask: setPending,
      cancel,
      confirm,
    }),
    [pending, busy, cancel, confirm],
  );
}
