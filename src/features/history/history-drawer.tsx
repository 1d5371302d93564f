import type { EntityType, FormSection } from '@generated/model';
import { DrawerShell } from '@/components/drawer-shell';
import { DETAILS_DRAWER_WIDTH } from '@/components/drawer-widths';
import type { EntityFormValues } from '@/entities/editor-slots';
import { HistoryPanel } from './history-panel';

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
}

/**
 * The History drawer (issue 12), as wide as the details drawer: an entity's kept versions newest first, one
 * version's differences to the current form, and Restore into the form. Its content mounts only while open,
 * so every opening fetches the list afresh and starts at the list.
 */
export function HistoryDrawer({ open, onClose, ...props }: HistoryDrawerProps) {
  return (
    <DrawerShell open={open} onClose={onClose} width={DETAILS_DRAWER_WIDTH}>
      <HistoryPanel {...props} onClose={onClose} />
    </DrawerShell>
  );
}
