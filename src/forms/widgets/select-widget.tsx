import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import { labelValue, type WidgetProps } from '@rjsf/utils';
import type { FormNodeAttributesOptionsItem } from '@generated/model';
import { t } from '@/i18n';
import { describedBy } from './widget-aria';

type OptionValue = FormNodeAttributesOptionsItem['value'];
interface Choice {
  label: string;
  value: OptionValue;
}

/** The choices: the node's `attributes.options` (ui:options.options), else the schema's enum/oneOf. */
function choicesOf(props: WidgetProps): Choice[] {
  const fromNode = props.options.options;
  if (Array.isArray(fromNode)) return fromNode as Choice[];
  return (props.options.enumOptions ?? []).map((option) => ({
    label: option.label,
    value: option.value as OptionValue,
  }));
}

/**
 * Select: one value, or several (`multiple`: the value is a list). Menu items carry the option's index, so
 * numbers, booleans and null keep their type.
 */
export function SelectWidget(props: WidgetProps) {
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
    options,
    multiple,
  } = props;
  const choices = choicesOf(props);
  const indexOf = (item: unknown) => choices.findIndex((choice) => choice.value === item);
  const selected = multiple
    ? (Array.isArray(value) ? value : [])
        .map(indexOf)
        .filter((index) => index >= 0)
        .map(String)
    : indexOf(value) >= 0
      ? String(indexOf(value))
      : '';
  const onChange = (next: string | string[]) => {
    if (Array.isArray(next)) {
      props.onChange(next.map((index) => choices[Number(index)]?.value));
    } else {
      props.onChange(next === '' ? options.emptyValue : choices[Number(next)]?.value);
    }
  };
  return (
    <MuiTextField
      select
      id={id}
      name={htmlName ?? id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      fullWidth
      value={selected}
      error={Boolean(props.rawErrors?.length)}
      onChange={(event) => onChange(event.target.value as string | string[])}
      onBlur={() => props.onBlur(id, value)}
      onFocus={() => props.onFocus(id, value)}
      slotProps={{
        select: {
          multiple: Boolean(multiple),
          renderValue: multiple
            ? (indexes) => (indexes as string[]).map((index) => choices[Number(index)]?.label).join(', ')
            : undefined,
          SelectDisplayProps: { 'aria-describedby': describedBy(id) } as object,
        },
      }}
    >
      {!multiple && !required && (
        <MenuItem value="">
          <em>{props.placeholder || t('form.select.none')}</em>
        </MenuItem>
      )}
      {choices.map((choice, index) => (
        <MenuItem key={index} value={String(index)}>
          {choice.label}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}
