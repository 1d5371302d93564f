import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { QuickFilterItem } from '@generated/model';
import { t } from '@/i18n';
import type { FilterValue } from './widget-filters';
import { WidgetIcon } from './widget-icon';

interface QuickFilterProps {
  item: QuickFilterItem;
  value: FilterValue | undefined;
  onChange: (value: string | number | undefined) => void;
}

const ALL = '';

/**
 * A quick filter (EntityTypeSelect, ShopSelect, Select): a select with optional prefix, suffix and icon.
 * A resettable one offers 'All' (no filter).
 */
export function QuickFilter({ item, value, onChange }: QuickFilterProps) {
  const options = item.values ?? [];
  const current = value === undefined || Array.isArray(value) ? ALL : String(value);
  const label =
    item.component === 'ShopSelect'
      ? t('dashboard.widget.shop')
      : (item.prefix?.replace(/:$/, '') ??
        (item.component === 'EntityTypeSelect' ? t('dashboard.widget.type') : item.name));
  return (
    <TextField
      select
      size="small"
      label={label}
      value={current}
      onChange={(event) => {
        const raw = event.target.value;
        const option = options.find((o) => String(o.value) === raw);
        onChange(option ? option.value : undefined);
      }}
      sx={{ minWidth: 150, flex: '0 1 190px' }}
      slotProps={{
        htmlInput: { 'data-filter': item.name },
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: (selected) =>
            options.find((o) => String(o.value) === selected)?.label ?? t('dashboard.widget.all'),
        },
        input: {
          ...(item.icon
            ? {
                startAdornment: (
                  <InputAdornment position="start">
                    <WidgetIcon name={item.icon} fontSize="small" />
                  </InputAdornment>
                ),
              }
            : {}),
          ...(item.suffix
            ? { endAdornment: <InputAdornment position="end">{item.suffix}</InputAdornment> }
            : {}),
        },
      }}
    >
      {item.resettable !== false && <MenuItem value={ALL}>{t('dashboard.widget.all')}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
