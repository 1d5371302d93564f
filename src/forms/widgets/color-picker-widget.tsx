import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { WidgetProps } from '@rjsf/utils';
import { t } from '@/i18n';
import { hexToRgba, isHexColor } from '@/lib/colors';
import { TextInput } from './text-input';

/** ColorPicker: a hex colour typed into the field, with a swatch of it; a malformed hex shows a field error. */
export function ColorPickerWidget(props: WidgetProps) {
  const text = typeof props.value === 'string' ? props.value : '';
  const valid = text === '' || isHexColor(text);
  const alpha = typeof props.options.alpha === 'number' ? props.options.alpha : 1;
  let swatch = 'transparent';
  if (text !== '' && valid) {
    try {
      swatch = hexToRgba(text, alpha);
    } catch {
      // An alpha outside 0..1 in the schema: show the colour opaque.
      swatch = hexToRgba(text, 1);
    }
  }
  return (
    <TextInput
      widget={props}
      ownError={valid ? undefined : t('form.color.invalid')}
      startAdornment={
        <InputAdornment position="start">
          <Box
            role="img"
            aria-label={t('form.color.swatch')}
            sx={{
              width: 24,
              height: 24,
              borderRadius: 0.5,
              border: 1,
              borderColor: 'divider',
              background: swatch,
            }}
          />
        </InputAdornment>
      }
    />
  );
}
