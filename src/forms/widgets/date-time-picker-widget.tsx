import TextField from '@mui/material/TextField';
import { labelValue, type WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { formatDateTime } from '@/lib/format-date';

/** MUI X pickers load only when a date field renders (not with every form, e.g. the filter drawer). */
const DateTimePickerControl = lazy(() => import('./date-time-picker-control'));

/** DateTimePicker: a date and time, stored as an ISO string or null (see DateTimePickerControl). */
export function DateTimePickerWidget(props: WidgetProps) {
  return (
    <Suspense
      fallback={
        <TextField
          label={labelValue(props.label || undefined, props.hideLabel, undefined)}
          value={formatDateTime(typeof props.value === 'string' ? props.value : null)}
          required={props.required}
          fullWidth
          disabled
        />
      }
    >
      <DateTimePickerControl {...props} />
    </Suspense>
  );
}
