import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import { useCallback } from 'react';

/**
 * A checkbox that can be partly checked (select all): MUI marks its native input `aria-checked="mixed"`,
 * which a native checkbox must not carry (axe: aria-conditional-attr); this one sets the input's own
 * `indeterminate` state instead, which browsers announce as "mixed" by themselves.
 */
export function TriStateCheckbox({ indeterminate = false, slotProps, ...props }: CheckboxProps) {
  const inputRef = useCallback(
    (input: HTMLInputElement | null) => {
      if (input) input.indeterminate = indeterminate;
    },
    [indeterminate],
  );
  const input = (slotProps?.input ?? {}) as Record<string, unknown>;
  return (
    <Checkbox
      {...props}
      indeterminate={indeterminate}
      slotProps={{ ...slotProps, input: { ...input, 'aria-checked': undefined, ref: inputRef } }}
    />
  );
}
