import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { t } from '@/i18n';
import { cardListOptions } from './card-list-options';

/**
 * One card of a CardList: its number, move up/down, and remove. When removal is not allowed (the node says
 * `removable: false`, or the list is at `minItems`) the remove button stays visible but disabled, with the
 * tooltip 'You can not remove this <item>' (spec 2 §8).
 */
export function CardListItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { buttonsProps, index, totalItems, disabled, readonly } = props;
  const { itemLabel, minItems, removable } = cardListOptions(props.parentUiSchema);
  const locked = Boolean(disabled || readonly);
  const canRemove = removable && buttonsProps.hasRemove && totalItems > minItems;
  const names = { item: itemLabel, number: index + 1 };
  const title = t('form.cardList.itemTitle', names);
  const titleId = `${buttonsProps.fieldPathId.$id}__card-title`;
  const removeButton = (
    <IconButton
      size="small"
      aria-label={t('form.cardList.remove', names)}
      disabled={locked || !canRemove}
      onClick={buttonsProps.onRemoveItem}
    >
      <DeleteOutline fontSize="small" />
    </IconButton>
  );
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, pt: 1 }}>
        <Typography id={titleId} variant="subtitle2" component="h4" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {!locked && (
          <>
            <IconButton
              size="small"
              aria-label={t('form.cardList.moveUp', names)}
              disabled={!buttonsProps.hasMoveUp}
              onClick={buttonsProps.onMoveUpItem}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('form.cardList.moveDown', names)}
              disabled={!buttonsProps.hasMoveDown}
              onClick={buttonsProps.onMoveDownItem}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
            {canRemove ? (
              removeButton
            ) : (
              // A disabled button gets no pointer events: the span carries the tooltip (and keyboard focus).
              <Tooltip title={t('form.cardList.removeDisabled', { item: itemLabel })}>
                <span tabIndex={0}>{removeButton}</span>
              </Tooltip>
            )}
          </>
        )}
      </Box>
      <CardContent>{props.children}</CardContent>
    </Card>
  );
}
