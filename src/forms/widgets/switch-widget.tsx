import FormControlLabel from '@mui/material/FormControlLabel';
import MuiSwitch from '@mui/material/Switch';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from './widget-aria';

/** Switch: a boolean drawn as an on/off switch (role switch for screen readers). */
export function SwitchWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, label } = props;
  return (
    <FormControlLabel
      required={required}
      disabled={disabled || readonly}
      label={label}
      control={
        <MuiSwitch
          id={id}
          name={props.htmlName ?? id}
          checked={value === true}
          autoFocus={autofocus}
          onChange={(event) => props.onChange(event.target.checked)}
          onBlur={() => props.onBlur(id, value)}
          onFocus={() => props.onFocus(id, value)}
          slotProps={{ input: { role: 'switch', 'aria-describedby': describedBy(id) } as object }}
        />
      }
    />
  );
}
