import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent, Ref } from 'react';

export interface SignInFieldProps {
  id: string;
  name: string;
  type: 'email' | 'password';
  label: string;
  autoComplete: string;
  value: string;
  readOnly?: boolean;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/**
 * A labelled outlined input with its error message (aria-invalid, aria-describedby). Built from the parts of
 * MUI's TextField, which would pull Select, Menu and Modal into the sign-in route.
 */
export function SignInField({ id, label, error, inputRef, ...input }: SignInFieldProps) {
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth required error={Boolean(error)} size="small">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        inputRef={inputRef}
        {...input}
        inputProps={{ 'aria-describedby': error ? helperId : undefined }}
      />
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
