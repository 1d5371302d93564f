import MuiCheckbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from './widget-aria';

/** Checkbox: a boolean with its label beside the box. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, label } = props;
  return (
    <FormControlLabel
      required={required}
      disabled={disabled || readonly}
      label={label}
      control={
        <MuiCheckbox
          id={id}
          name={props.htmlName ?? id}
          checked={value === true}
          autoFocus={autofocus}
          onChange={(event) => props.onChange(event.target.checked)}
          onBlur={() => props.onBlur(id, value)}
          onFocus={() => props.onFocus(id, value)}
          slotProps={{ input: { 'aria-describedby': describedBy(id) } as object }}
        />
      }
    />
  );
}
