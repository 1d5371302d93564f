import type { EntityType, FormSection } from '@generated/model';
import { lazy, Suspense } from 'react';
import { DrawerShell } from '@/components/drawer-shell';
import { DETAILS_DRAWER_WIDTH } from '@/components/drawer-widths';
import { PageLoader } from '@/components/page-loader';
import type { EntityFormValues } from '@/entities/editor-slots';

/** The panel (versions, differences, Restore) loads with the drawer's first opening. */
const HistoryPanel = lazy(async () => ({ default: (await import('./history-panel')).HistoryPanel }));

export interface HistoryDrawerProps {
  entityType: EntityType;
  entityId: number;
  /** The form as it is now: the diff compares a kept version with it. */
  values: EntityFormValues;
  dirty: boolean;
  /** The entity's form schema: the diff's labels. */
  sections: readonly FormSection[];
  readOnly: boolean;
  open: boolean;
  onClose: () => void;
  /** Loads the values into the form as unsaved changes (the wizard keeps its current version). */
  onRestore: (values: EntityFormValues) => void;
  /** A version to open at once when it is a kept one (`?history=N`). */
  version?: number | undefined;
}

/**
 * The History drawer (issue 12), as wide as the details drawer: an entity's kept versions newest first, one
 * version's differences to the current form, and Restore into the form. Its content mounts only while open,
 * so every opening fetches the list afresh and starts at the list.
 */
export function HistoryDrawer({ open, onClose, ...props }: HistoryDrawerProps) {
  return (
    <DrawerShell open={open} onClose={onClose} width={DETAILS_DRAWER_WIDTH}>
      <Suspense fallback={<PageLoader />}>
        <HistoryPanel {...props} onClose={onClose} />
      </Suspense>
    </DrawerShell>
  );
}
