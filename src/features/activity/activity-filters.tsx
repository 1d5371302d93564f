import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import { useListUsers } from '@generated/api/users/users';
import { ActivityKind, type App } from '@generated/model';
import { overviewEntityConfigs } from '@/entities/catalogue';
import { t, type MessageKey } from '@/i18n';
import { hasActivityFilters, withActivityFilter, type ActivityFilterKey } from './activity-address';
import { kindLabel } from './activity-text';

interface ActivityFiltersProps {
  search: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
  shops: readonly App[];
}

interface Choice {
  value: string;
  label: string;
}

function FilterSelect(props: {
  name: ActivityFilterKey;
  label: MessageKey;
  choices: readonly Choice[];
  search: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
  minWidth?: number;
}) {
  const id = `activity-filter-${props.name}`;
  const value = props.search.get(props.name) ?? '';
  return (
    <FormControl size="small" sx={{ minWidth: props.minWidth ?? 180 }}>
      <InputLabel id={`${id}-label`} shrink>
        {t(props.label)}
      </InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        displayEmpty
        notched
        label={t(props.label)}
        // A value the list lacks (yet) shows as 'All' instead of warning.
        value={props.choices.some((choice) => choice.value === value) ? value : ''}
        onChange={(event) =>
          props.onChange(withActivityFilter(props.search, props.name, event.target.value || undefined))
        }
      >
        <MenuItem value="">{t('activity.filter.all')}</MenuItem>
        {props.choices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

const KIND_CHOICES: Choice[] = Object.values(ActivityKind).map((kind) => ({
  value: kind,
  label: kindLabel(kind),
}));

/** The feed's filters, each kept in the address: who, what, type, entity id, shop and a date range. */
export function ActivityFilters({ search, onChange, shops }: ActivityFiltersProps) {
  const users = useListUsers({ perPage: 500 }, { query: { staleTime: 30 * 60_000, throwOnError: false } });
  const userChoices = (users.data?.data ?? []).map((user) => ({ value: String(user.id), label: user.name }));
  const typeChoices = overviewEntityConfigs().map((config) => ({
    value: config.type,
    label: config.singular,
  }));
  const shopChoices = shops.map((shop) => ({ value: String(shop.id), label: shop.name }));
  const text = (key: ActivityFilterKey, label: MessageKey, type: 'date' | 'number') => (
    <TextField
      size="small"
      type={type}
      label={t(label)}
      value={search.get(key) ?? ''}
      onChange={(event) => onChange(withActivityFilter(search, key, event.target.value || undefined))}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: type === 'number' ? { min: 1, inputMode: 'numeric' } : {},
      }}
      sx={{ width: type === 'number' ? 130 : 170 }}
    />
  );
  return (
    <Box
      component="section"
      aria-label={t('activity.filters')}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
    >
      <FilterSelect
        name="who"
        label="activity.filter.actor"
        choices={userChoices}
        search={search}
        onChange={onChange}
      />
      <FilterSelect
        name="what"
        label="activity.filter.kind"
        choices={KIND_CHOICES}
        search={search}
        onChange={onChange}
      />
      <FilterSelect
        name="type"
        label="activity.filter.entityType"
        choices={typeChoices}
        search={search}
        onChange={onChange}
      />
      {text('entity', 'activity.filter.entity', 'number')}
      <FilterSelect
        name="shop"
        label="activity.filter.shop"
        choices={shopChoices}
        search={search}
        onChange={onChange}
        minWidth={150}
      />
      {text('from', 'activity.filter.from', 'date')}
      {text('to', 'activity.filter.to', 'date')}
      {hasActivityFilters(search) && (
        <Button onClick={() => onChange(new URLSearchParams())}>{t('activity.filter.reset')}</Button>
      )}
    </Box>
  );
}
