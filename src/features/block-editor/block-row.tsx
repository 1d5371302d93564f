import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, type MouseEvent } from 'react';
import type { ContentElement } from '@generated/model';
import { t } from '@/i18n';

export interface BlockRowProps {
  element: ContentElement;
  /** The row label of spec 2 §2.7 ('{label} CPID: {cpid}' or '--'). */
  text: string;
  selected: boolean;
  active: boolean;
  /** Another selected block is being dragged: this one travels with it. */
  travelling: boolean;
  dragDisabled: boolean;
  readOnly: boolean;
  onClick: (
    id: number,
    event: MouseEvent | { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean },
  ) => void;
  onEdit: (id: number) => void;
  onRemove: (id: number) => void;
}

export const sortableId = (id: number) => `block-${id}`;

/**
 * One block of a slot (spec 2 §2.7): drag handle, the label as a toggle button (click selects and opens it,
 * Ctrl/Meta toggles, Shift selects a range; Enter is a click), the CPID badge, edit and trash buttons.
 * Memoised: a drag or an edit elsewhere does not re-render the other rows' contents.
 */
export const BlockRow = memo(function BlockRow({
  element,
  text,
  selected,
  active,
  travelling,
  dragDisabled,
  readOnly,
  onClick,
  onEdit,
  onRemove,
}: BlockRowProps) {
  const sortable = useSortable({ id: sortableId(element.id), disabled: dragDisabled || readOnly });
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  return (
    <Box
      component="li"
      ref={sortable.setNodeRef}
      style={style}
      data-testid="block-row"
      data-block-id={element.id}
      data-selected={selected}
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        border: 1,
        borderRadius: 1,
        borderColor: active ? 'primary.main' : selected ? 'primary.light' : 'divider',
        bgcolor: selected ? 'action.selected' : 'background.paper',
        opacity: travelling ? 0.4 : 1,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : 'auto',
        boxShadow: sortable.isDragging ? 4 : 0,
      }}
    >
      <IconButton
        size="small"
        ref={sortable.setActivatorNodeRef}
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={t('blocks.drag', { label: text })}
        disabled={dragDisabled || readOnly}
        sx={{ cursor: dragDisabled ? 'default' : 'grab', touchAction: 'none' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <ButtonBase
        aria-pressed={selected}
        onClick={(event) => onClick(element.id, event)}
        sx={{
          flex: 1,
          justifyContent: 'flex-start',
          textAlign: 'left',
          py: 1,
          px: 0.5,
          borderRadius: 1,
          typography: 'body2',
        }}
      >
        {text}
      </ButtonBase>
      {element.tracking?.cpid && (
        <Chip
          size="small"
          variant="outlined"
          label={element.tracking.cpid}
          aria-label={t('blocks.cpid', { cpid: element.tracking.cpid })}
        />
      )}
      <Tooltip title={t('blocks.edit')}>
        <IconButton
          size="small"
          aria-label={t('blocks.editLabel', { label: text })}
          onClick={() => onEdit(element.id)}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {!readOnly && (
        <Tooltip title={t('blocks.remove')}>
          <IconButton
            size="small"
            aria-label={t('blocks.removeLabel', { label: text })}
            onClick={() => onRemove(element.id)}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
});
