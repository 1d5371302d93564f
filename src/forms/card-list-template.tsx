import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { t } from '@/i18n';
import { cardListOptions } from './card-list-options';

/** CardList (an `array` node): its items as cards (see CardListItemTemplate) and a button that adds one. */
export function CardListTemplate(props: ArrayFieldTemplateProps) {
  const { itemLabel } = cardListOptions(props.uiSchema);
  const headingId = `${props.fieldPathId.$id}__title`;
  const locked = props.disabled || props.readonly;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3">
        {props.title}
        {props.required ? ' *' : ''}
      </Typography>
      {props.schema.description && (
        <Typography variant="body2" color="text.secondary">
          {props.schema.description}
        </Typography>
      )}
      {props.items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('form.cardList.empty', { item: itemLabel })}
        </Typography>
      )}
      {props.items}
      {props.rawErrors?.map((error) => (
        <FormHelperText key={error} error>
          {error}
        </FormHelperText>
      ))}
      {props.canAdd && !locked && (
        <Box>
          <Button startIcon={<Add />} onClick={() => props.onAddClick()}>
            {t('form.cardList.add', { item: itemLabel })}
          </Button>
        </Box>
      )}
    </Box>
  );
}
