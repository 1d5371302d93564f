// Copy between shops for the shop panel (spec 2 §4.6, §6): 'Copy To' (sections) and 'Copy and Insert content'
// (blocks) open the copy modal for the row's shop as source; the planned copy changes the form in one step.
import { useState, type ReactNode } from 'react';
import type { EditorSlot, FormNode } from '@generated/model';
import { useCurrentTenant } from '@/api/session';
import type { EntityFormValues, ShopPanelSlotProps } from '@/entities';
import { t } from '@/i18n';
import { showToast } from '@/lib/toasts';
import { CopyDialog, type CopyMode } from './copy-dialog';

export type CopyAction = 'copyTo' | 'copyAndInsert';

function editorSlots(nodes: readonly FormNode[]): EditorSlot[] {
  return nodes.flatMap((node) =>
    node.component === 'Editor' ? (node.attributes?.slots ?? []) : editorSlots(node.items ?? []),
  );
}

export function useShopCopy(props: ShopPanelSlotProps) {
  const { getValues, sections = [], blockTypes = [], onChangeValues } = props;
  const { data: tenant } = useCurrentTenant();
  // The values as the modal opens (the panel's `values` may be older than the last keystroke); the modal
  // keeps the form from changing while it is open.
  const [open, setOpen] = useState<{
    mode: CopyMode;
    sourceAppId: number;
    values: EntityFormValues;
  } | null>(null);
  const shopName = (appId: number) => tenant?.apps.find((app) => app.id === appId)?.name ?? String(appId);
  const slots = sections.flatMap((section) => editorSlots(section.items));

  const run = (action: CopyAction, appId: number) =>
    setOpen({ mode: action === 'copyTo' ? 'sections' : 'blocks', sourceAppId: appId, values: getValues() });

  const dialogs: ReactNode = open ? (
    <CopyDialog
      mode={open.mode}
      values={open.values}
      sourceAppId={open.sourceAppId}
      sections={sections}
      blockTypes={blockTypes}
      slots={slots}
      shopName={shopName}
      onClose={() => setOpen(null)}
      onCopy={(next, targetAppIds) => {
        onChangeValues?.(() => next);
        setOpen(null);
        showToast({
          severity: 'success',
          message: t('copy.done', { shops: targetAppIds.map(shopName).join(', ') }),
        });
      }}
    />
  ) : null;

  return { available: onChangeValues !== undefined, run, dialogs };
}
