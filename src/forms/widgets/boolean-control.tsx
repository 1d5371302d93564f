import MuiCheckbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MuiSwitch from '@mui/material/Switch';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from './widget-aria';

/**
 * A boolean with its label beside the control: a checkbox, or an on/off switch (announced with role switch).
 * The Checkbox and Switch widgets differ only in `kind`.
 */
export function BooleanControl({ kind, ...props }: WidgetProps & { kind: 'checkbox' | 'switch' }) {
  const { id, value, required, disabled, readonly, autofocus, label } = props;
  const Control = kind === 'switch' ? MuiSwitch : MuiCheckbox;
  return (
    <FormControlLabel
      required={required}
      disabled={disabled || readonly}
      label={label}
      control={
        <Control
          id={id}
          name={props.htmlName ?? id}
          checked={value === true}
          autoFocus={autofocus}
          onChange={(event) => props.onChange(event.target.checked)}
          onBlur={() => props.onBlur(id, value)}
          onFocus={() => props.onFocus(id, value)}
          slotProps={{
            input: {
              ...(kind === 'switch' ? { role: 'switch' } : {}),
              'aria-describedby': describedBy(id),
            } as object,
          }}
        />
      }
    />
  );
}
