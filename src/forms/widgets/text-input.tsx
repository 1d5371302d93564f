import MuiTextField from '@mui/material/TextField';
import { labelValue, type WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, ReactNode } from 'react';
import { t } from '@/i18n';
import { useTypedText } from './use-typed-text';
import { describedBy } from './widget-aria';

interface TextInputProps {
  widget: WidgetProps;
  multiline?: boolean;
  /** Rewrites what the user typed before it becomes the value (e.g. a slug). */
  normalise?: (text: string) => string;
  endAdornment?: ReactNode;
  /** An error of the widget's own (e.g. a malformed colour), shown with RJSF's errors. */
  ownError?: string;
  startAdornment?: ReactNode;
}

/**
 * The text control behind TextField, TextArea, SlugField and ColorPicker: a labelled MUI text field with the
 * required mark, the `maxLength` counter (`ui:options.maxLength`) and the error state. RJSF's field template
 * renders the description and the error messages below it (linked by aria-describedby).
 */
export function TextInput({
  widget,
  multiline,
  normalise,
  endAdornment,
  startAdornment,
  ownError,
}: TextInputProps) {
  const {
    id,
    htmlName,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    label,
    hideLabel,
    placeholder,
    options,
  } = widget;
  // The form's value: the counter and the too-long mark follow it (once the typing pauses).
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  const { input, onType, generation } = useTypedText(text, (next) =>
    widget.onChange(next === '' ? options.emptyValue : next),
  );
  const maxLength = typeof options.maxLength === 'number' ? options.maxLength : undefined;
  const tooLong = maxLength !== undefined && text.length > maxLength;
  const counterId = `${id}__counter`;
  const ownErrorId = `${id}__own-error`;
  const helper =
    ownError ??
    (maxLength !== undefined
      ? t('form.textField.counter', { count: text.length, max: maxLength })
      : undefined);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    onType(normalise ? normalise(event.target.value) : event.target.value);
  };
  return (
    <MuiTextField
      key={generation}
      id={id}
      name={htmlName ?? id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder || undefined}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      // Uncontrolled: the browser paints a keystroke without a render (useTypedText keeps both in step).
      defaultValue={text}
      inputRef={input}
      error={Boolean(widget.rawErrors?.length) || tooLong || Boolean(ownError)}
      helperText={helper}
      onChange={onChange}
      onBlur={() => widget.onBlur(id, input.current?.value ?? text)}
      onFocus={() => widget.onFocus(id, input.current?.value ?? text)}
      slotProps={{
        formHelperText: {
          id: ownError ? ownErrorId : counterId,
          sx: maxLength && !ownError ? { textAlign: 'right' } : undefined,
        },
        input: { readOnly: readonly, endAdornment, startAdornment },
        htmlInput: {
          // Input stops at the maximum (a stored longer text still shows, marked too long).
          ...(maxLength !== undefined ? { maxLength } : {}),
          'aria-describedby': describedBy(id, helper !== undefined && (ownError ? ownErrorId : counterId)),
        },
      }}
    />
  );
}
