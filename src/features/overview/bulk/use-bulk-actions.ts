// The bulk actions of an overview (issue 29): which actions the type allows, the scope of the selection (the
// ticked rows, or every row matching the address filters), the dialog that asks for shops or tags, the one
// request that starts the job and the polling of its progress until it ends. The list is refetched then.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetBulkActionQueryKey,
  useGetBulkAction,
  useStartBulkAction,
} from '@generated/api/bulk-actions/bulk-actions';
import type { BulkAction, BulkActionKind, BulkActionRequest } from '@generated/model';
import { HttpError, serverMessage } from '@/api/errors';
import { t } from '@/i18n';
import type { EntityConfig } from '@/entities';
import { isRunning } from './bulk-summary';

/** How often a running job is asked for its progress. */
export const BULK_POLL_MS = 500;

export interface BulkScope {
  /** The ticked rows (on this page). */
  selected: readonly number[];
  /** The address filters and sort of the list (what 'all matching' sends). */
  filters: Record<string, string>;
  /** Rows matching the filters (all pages). */
  total: number;
  /** Rows on this page that can be ticked. */
  pageCount: number;
}

export interface BulkOptions {
  config: EntityConfig;
  /** The type has a delete call (the single delete is offered). */
  canDelete: boolean;
  scope: BulkScope;
  /** After a job ended: refetch the list and clear the selection. */
  onFinished: () => void;
}

/** The actions an overview offers: those the single-item actions of the type allow. */
export function bulkActionsOf(config: EntityConfig, canDelete: boolean): BulkActionKind[] {
  const actions: BulkActionKind[] = [];
  if (!config.disallowPublishing) actions.push('publish', 'unpublish');
  // The contract's fact (x-entity-types `taggable`): the types whose editor has the tags field.
  if (config.taggable) actions.push('addTags', 'removeTags');
  if (canDelete) actions.push('delete');
  return actions;
}

export function useBulkActions({ config, canDelete, scope, onFinished }: BulkOptions) {
  const queryClient = useQueryClient();
  const [allMatching, setAllMatching] = useState(false);
  const [dialog, setDialog] = useState<BulkActionKind | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [finished, setFinished] = useState<number | null>(null);
  const start = useStartBulkAction();
  const jobQuery = useGetBulkAction(jobId ?? 0, {
    query: {
      enabled: jobId !== null,
      refetchInterval: (query) => {
        const job = query.state.data?.data;
        return job && !isRunning(job) ? false : BULK_POLL_MS;
      },
    },
  });
  const job: BulkAction | undefined = jobId !== null ? jobQuery.data?.data : undefined;
  if (job && !isRunning(job) && finished !== job.id) {
    setFinished(job.id);
    setAllMatching(false);
    onFinished();
  }

  const count = allMatching ? scope.total : scope.selected.length;
  const run = (action: BulkActionKind, extra: Pick<BulkActionRequest, 'appIds' | 'tagIds'>) => {
    setStartError(null);
    const body: BulkActionRequest = {
      entityType: config.type,
      action,
      ...(allMatching ? { filters: scope.filters } : { ids: [...scope.selected] }),
      ...extra,
    };
    start.mutate(
      { data: body },
      {
        onSuccess: (answer) => {
          queryClient.setQueryData(getGetBulkActionQueryKey(answer.data.id), answer);
          setJobId(answer.data.id);
        },
        onError: (error) => setStartError(startErrorText(error)),
      },
    );
  };

  return {
    actions: bulkActionsOf(config, canDelete),
    count,
    allMatching,
    /** 'Select all N matching': offered when the whole page is ticked and more rows match. */
    canSelectAllMatching:
      !allMatching &&
      scope.selected.length > 0 &&
      scope.selected.length >= scope.pageCount &&
      scope.total > scope.pageCount,
    selectAllMatching: () => setAllMatching(true),
    clearAllMatching: () => setAllMatching(false),
    dialog,
    open: (action: BulkActionKind) => {
      setJobId(null);
      setStartError(null);
      setDialog(action);
    },
    close: () => {
      setDialog(null);
      setJobId(null);
    },
    run,
    starting: start.isPending,
    startError,
    job,
  };
}

/** Why the request was refused: the first field message of a 422, else the server's message. */
function startErrorText(error: unknown): string {
  const field = error instanceof HttpError ? Object.values(error.fieldErrors).flat()[0] : undefined;
  return field ?? serverMessage(error) ?? t('bulk.error');
}

export type BulkController = ReturnType<typeof useBulkActions>;
