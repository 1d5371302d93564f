import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { t } from '@/i18n';
import { describedBy } from './widget-aria';

/** TipTap loads only when a RichText field renders (its own chunk, not the form's). */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** RichText: formatted text (bold, italic, lists, links) stored as HTML limited to what the editor allows. */
export function RichTextWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, label, hideLabel, options } = props;
  const labelId = `${id}__label`;
  const html = typeof value === 'string' ? value : '';
  return (
    <div>
      {!hideLabel && label && (
        <FormLabel
          id={labelId}
          htmlFor={id}
          required={required}
          error={Boolean(props.rawErrors?.length)}
          sx={{ display: 'block', mb: 0.5 }}
        >
          {label}
        </FormLabel>
      )}
      <Suspense
        fallback={
          <Typography variant="body2" color="text.secondary" role="status">
            {t('form.richText.loading')}
          </Typography>
        }
      >
        <RichTextEditor
          id={id}
          labelId={labelId}
          describedBy={describedBy(id)}
          value={html}
          readOnly={Boolean(disabled || readonly)}
          invalid={Boolean(props.rawErrors?.length)}
          onChange={(next) => props.onChange(next === '' ? options.emptyValue : next)}
          onBlur={() => props.onBlur(id, html)}
        />
      </Suspense>
    </div>
  );
}
