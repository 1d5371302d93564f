import { memo, type ReactNode } from 'react';
import type { App } from '@generated/model';
import { BulkDialog } from './bulk-dialog';
import { BulkKeyboardScope } from './bulk-keyboard-scope';
import { BulkAnnouncer, BulkToolbar } from './bulk-toolbar';
import { useBulkActions, type BulkOptions } from './use-bulk-actions';

/**
 * The bulk actions around an overview's list (issue 29): the toolbar of the selection above it, Ctrl/⌘+A within
 * it, and the dialog of the action under way.
 */
export const OverviewBulk = memo(function OverviewBulk({
  options,
  apps,
  onSelectAll,
  children,
}: {
  options: BulkOptions & { onClear: () => void };
  apps: readonly App[];
  /** Selects every row of the page (absent where rows cannot be selected). */
  onSelectAll?: () => void;
  children: ReactNode;
}) {
  const bulk = useBulkActions(options);
  const clear = () => {
    bulk.clearAllMatching();
    options.onClear();
  };
  return (
    <>
      <BulkAnnouncer bulk={bulk} />
      {bulk.actions.length > 0 && <BulkToolbar bulk={bulk} total={options.scope.total} onClear={clear} />}
      <BulkKeyboardScope onSelectAll={onSelectAll}>{children}</BulkKeyboardScope>
      <BulkDialog bulk={bulk} config={options.config} apps={apps} />
    </>
  );
});
