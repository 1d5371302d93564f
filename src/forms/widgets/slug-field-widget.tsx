import AutoFixHigh from '@mui/icons-material/AutoFixHigh';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import type { WidgetProps } from '@rjsf/utils';
import { t } from '@/i18n';
import { useFormRoot, valueAtPath } from '../form-root-context';
import { toSlug } from '../slug';
import { TextInput } from './text-input';

const typingSlug = (text: string) => toSlug(text, false);

/**
 * SlugField: what the user types becomes a slug as they type; the button makes the slug from the name
 * (`ui:options.source`, a dotted path in the form's data, default `name`).
 */
export function SlugFieldWidget(props: WidgetProps) {
  const getFormData = useFormRoot();
  const source = typeof props.options.source === 'string' ? props.options.source : 'name';
  const fromName = () => {
    const name = valueAtPath(getFormData(), source);
    const slug = toSlug(typeof name === 'string' ? name : '');
    props.onChange(slug === '' ? props.options.emptyValue : slug);
  };
  const locked = props.disabled || props.readonly;
  // Leaving the field drops a dash left at the end while typing.
  const onBlur = (id: string, value: unknown) => {
    if (typeof value === 'string' && value !== toSlug(value))
      props.onChange(toSlug(value) || props.options.emptyValue);
    props.onBlur(id, value);
  };
  return (
    <TextInput
      widget={{ ...props, onBlur }}
      normalise={typingSlug}
      endAdornment={
        <InputAdornment position="end">
          <Tooltip title={t('form.slug.fromNameHint')}>
            <span>
              <IconButton
                aria-label={t('form.slug.fromName')}
                onClick={fromName}
                disabled={locked}
                edge="end"
              >
                <AutoFixHigh fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </InputAdornment>
      }
    />
  );
}
