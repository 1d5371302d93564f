import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { t } from '../../i18n';
import {
  DEFAULT_EXPORT_FORMAT,
  DEFAULT_EXPORT_MODE,
  type ExportFormat,
  type ExportMode,
} from './export-request';

/** The export modal (spec 1 §2.13): 'Export Data', scope all/selected, format csv/xls. */
export function ExportModal({
  open,
  selectedCount,
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  selectedCount: number;
  busy: boolean;
  onSubmit: (mode: ExportMode, format: ExportFormat) => void;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<ExportMode>(DEFAULT_EXPORT_MODE);
  const [format, setFormat] = useState<ExportFormat>(DEFAULT_EXPORT_FORMAT);
  const effectiveMode = mode === 'selected' && selectedCount === 0 ? 'all' : mode;
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={t('export.title')}
      confirmLabel={t('export.submit')}
      cancelLabel={t('export.cancel')}
      confirmColor="primary"
      onConfirm={() => onSubmit(effectiveMode, format)}
      onClose={onClose}
    >
      <FormControl>
        <FormLabel id="export-scope">{t('export.scope')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="export-scope"
          value={effectiveMode}
          onChange={(event) => setMode(event.target.value as ExportMode)}
        >
          <FormControlLabel value="all" control={<Radio />} label={t('export.scope.all')} />
          <FormControlLabel
            value="selected"
            control={<Radio />}
            label={t('export.scope.selected', { count: selectedCount })}
            disabled={selectedCount === 0}
          />
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id="export-format">{t('export.format')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="export-format"
          value={format}
          onChange={(event) => setFormat(event.target.value as ExportFormat)}
        >
          <FormControlLabel value="csv" control={<Radio />} label={t('export.format.csv')} />
          <FormControlLabel value="xls" control={<Radio />} label={t('export.format.xls')} />
        </RadioGroup>
      </FormControl>
    </ConfirmDialog>
  );
}
