import type { WidgetProps } from '@rjsf/utils';
import { labelValue } from '@rjsf/utils';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { isValid, parseISO } from 'date-fns';
import { DATE_TIME_FORMAT } from '@/lib/format-date';
import { describedBy } from './widget-aria';

function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/**
 * The MUI X picker of the DateTimePicker widget (its own chunk, with date-fns' adapter): 'dd.MM.yyyy, HH:mm'
 * in local time (spec 2 §9); the value is an ISO string, or null when cleared. An incomplete entry leaves the
 * value as it was until it is a valid date.
 */
export default function DateTimePickerControl(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, label, hideLabel } = props;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <DateTimePicker
        label={labelValue(label || undefined, hideLabel, undefined)}
        value={toDate(value)}
        format={DATE_TIME_FORMAT}
        ampm={false}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        onChange={(date) => {
          if (date === null) props.onChange(null);
          else if (isValid(date)) props.onChange(date.toISOString());
        }}
        slotProps={{
          field: { clearable: !readonly && !disabled },
          textField: {
            id,
            name: props.htmlName ?? id,
            required,
            fullWidth: true,
            error: Boolean(props.rawErrors?.length),
            onBlur: () => props.onBlur(id, value),
            onFocus: () => props.onFocus(id, value),
            'aria-describedby': describedBy(id),
          },
        }}
      />
    </LocalizationProvider>
  );
}
