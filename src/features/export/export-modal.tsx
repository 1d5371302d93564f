import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { t } from '@/i18n';
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
      <RadioChoice
        id="export-scope"
        label={t('export.scope')}
        value={effectiveMode}
        onChange={setMode}
        options={[
          { value: 'all', label: t('export.scope.all') },
          {
            value: 'selected',
            label: t('export.scope.selected', { count: selectedCount }),
            disabled: selectedCount === 0,
          },
        ]}
      />
      <RadioChoice
        id="export-format"
        label={t('export.format')}
        value={format}
        onChange={setFormat}
        options={[
          { value: 'csv', label: t('export.format.csv') },
          { value: 'xls', label: t('export.format.xls') },
        ]}
      />
    </ConfirmDialog>
  );
}

/** One labelled row of radio buttons. */
function RadioChoice<V extends string>({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: ReadonlyArray<{ value: V; label: string; disabled?: boolean }>;
}) {
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
            disabled={option.disabled ?? false}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
