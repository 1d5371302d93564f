import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useCurrentUser } from '@/api/session';
import { getEntityConfig, type EntityType } from '@/entities';
import { t } from '@/i18n';
import { showToast } from '@/lib/toasts';
import { canExport, exportCall } from './export-api';
import { ExportModal } from './export-modal';
import { buildExportRequest, type ExportFormat, type ExportMode } from './export-request';

export interface ExportConfiguratorProps {
  type: EntityType;
  /** The overview's address filters (`f[...]` → text). */
  filters: Readonly<Record<string, string>>;
  selectedIds: readonly number[];
}

/**
 * The export button and modal of an overview (spec 1 §2.13, §4.8, §8). Hidden when the type disallows export.
 * A second submit while one runs is ignored; 204 is success, anything else the failure message.
 */
export function ExportConfigurator({ type, filters, selectedIds }: ExportConfiguratorProps) {
  const config = getEntityConfig(type);
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (variables: { mode: ExportMode; format: ExportFormat }) =>
      exportCall(config.type)(
        buildExportRequest({
          ...variables,
          selectedIds,
          filters,
          includes: config.overviewIncludes,
          ...(config.pageType ? { pageType: config.pageType } : {}),
        }),
      ),
    onSuccess: () => {
      setOpen(false);
      showToast({ severity: 'success', message: t('export.success', { email: user?.email ?? '' }) });
    },
    onError: () => showToast({ severity: 'error', message: t('export.failure') }),
    onSettled: () => {
      inFlight.current = false;
    },
  });
  if (config.disallowExport || !canExport(config.type)) return null;

  const submit = (mode: ExportMode, format: ExportFormat) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate({ mode, format });
  };

  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => setOpen(true)}>
        {t('export.button')}
      </Button>
      {open && (
        <ExportModal
          open
          selectedCount={selectedIds.length}
          busy={mutation.isPending}
          onSubmit={submit}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
