import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getGetVersionQueryOptions, getListVersionsQueryOptions } from '@generated/api/versions/versions';
import type { EntityVersion } from '@generated/model';
import { errorStatus } from '@/api/errors';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DrawerPanel } from '@/components/drawer-panel';
import { t } from '@/i18n';
import { showToast } from '@/lib/toasts';
import { diffRows } from './diff-rows';
import type { HistoryDrawerProps } from './history-drawer';
import { restoredValues } from './restore-values';
import { useNaming } from './use-naming';
import { VersionDetail } from './version-detail';
import { VersionList } from './version-list';

type HistoryPanelProps = Omit<HistoryDrawerProps, 'open'>;

/** The drawer's inside: the list, or one version with its differences and the Restore button. */
export function HistoryPanel({
  entityType,
  entityId,
  values,
  dirty,
  sections,
  readOnly,
  onClose,
  onRestore,
  version: wanted,
}: HistoryPanelProps) {
  const naming = useNaming(sections);
  const [selected, setSelected] = useState<EntityVersion | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Back at the list, focus returns to the entry the user came from (keyboard users keep their place).
  const [lastId, setLastId] = useState<number | null>(null);
  const select = (entry: EntityVersion) => {
    setLastId(entry.id);
    setSelected(entry);
  };
  // Fresh on every opening (a save since adds an entry); errors stay in the drawer, not the error screen.
  const list = useQuery({
    ...getListVersionsQueryOptions(entityType, entityId),
    staleTime: 0,
    throwOnError: false,
  });
  // The version the address asked for opens once, when it is a kept one (the current one heads the list).
  const [opened, setOpened] = useState(false);
  const wantedEntry = wanted ? list.data?.data.find((entry) => entry.version === wanted) : undefined;
  if (wantedEntry && !opened) {
    setOpened(true);
    setSelected(wantedEntry);
  }
  // A kept version never changes.
  const version = useQuery({
    ...getGetVersionQueryOptions(entityType, entityId, selected?.id ?? 0),
    enabled: selected !== null,
    staleTime: Infinity,
    throwOnError: false,
  });
  const kept = selected && version.data?.data.id === selected.id ? version.data.data.data : undefined;
  const restored = useMemo(() => (kept ? restoredValues(values, kept) : undefined), [kept, values]);
  const rows = useMemo(
    () => (restored ? diffRows(values, restored, naming) : undefined),
    [restored, values, naming],
  );

  const restore = () => {
    if (!restored || !selected) return;
    setConfirming(false);
    onRestore(restored);
    showToast({ severity: 'info', message: t('history.restored', { version: selected.version }) });
    onClose();
  };

  return (
    <DrawerPanel
      title={t('history.title')}
      closeLabel={t('history.close')}
      onClose={onClose}
      actions={
        selected ? (
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={readOnly || !restored}>
            {t('history.restore')}
          </Button>
        ) : undefined
      }
    >
      {selected ? (
        <VersionDetail
          entry={selected}
          naming={naming}
          rows={rows}
          failed={version.isError}
          onRetry={() => void version.refetch()}
          onBack={() => setSelected(null)}
          readOnly={readOnly}
        />
      ) : (
        <VersionList
          versions={list.data?.data}
          notKept={errorStatus(list.error) === 404}
          loading={list.isPending && !list.isError}
          // A type that keeps no versions (media, tags, block types) answers 404: not a failure.
          failed={list.isError && errorStatus(list.error) !== 404}
          onRetry={() => void list.refetch()}
          current={list.data?.current}
          values={values}
          dirty={dirty}
          naming={naming}
          onSelect={select}
          focusId={lastId}
        />
      )}
      <ConfirmDialog
        open={confirming}
        onConfirm={restore}
        onClose={() => setConfirming(false)}
        confirmLabel={t('history.restore.confirmLabel')}
        confirmColor="primary"
      >
        {[
          t('history.restore.confirm', { version: selected?.version ?? '' }),
          ...(dirty ? [t('history.restore.replacesUnsaved')] : []),
        ].join(' ')}
      </ConfirmDialog>
    </DrawerPanel>
  );
}
