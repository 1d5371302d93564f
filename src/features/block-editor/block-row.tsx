import Box from '@mui/material/Box';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, type MouseEvent } from 'react';
import type { ContentElement } from '@generated/model';
import { t } from '@/i18n';
import { CpidBadge, RowIconButton, RowLabelButton } from './row-parts';

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

type SortableState = ReturnType<typeof useSortable>;

/**
 * One block of a slot (spec 2 §2.7): drag handle, the label as a toggle button (click selects and opens it,
 * Ctrl/Meta toggles, Shift selects a range; Enter is a click), the CPID badge, edit and trash buttons.
 * Memoised: a drag or an edit elsewhere does not re-render the other rows. Made of plain elements
 * (row-parts.ts) with native titles as hints: a slot may hold 300 of them.
 */
export const BlockRow = memo(function BlockRow(props: BlockRowProps) {
  const { element, dragDisabled, readOnly } = props;
  const sortable = useSortable({ id: sortableId(element.id), disabled: dragDisabled || readOnly });
  // dnd-kit re-renders every sortable on each move of a drag: this part stays a plain list item with an
  // inline transform, and the row's MUI content below is memoised on props that do not change meanwhile.
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        listStyle: 'none',
        position: 'relative',
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        zIndex: sortable.isDragging ? 2 : 'auto',
      }}
      data-testid="block-row"
      data-block-id={element.id}
      data-selected={props.selected}
    >
      <BlockRowContent
        {...props}
        lifted={sortable.isDragging}
        setActivatorNodeRef={sortable.setActivatorNodeRef}
        attributes={sortable.attributes}
        listeners={sortable.listeners}
      />
    </li>
  );
});

interface BlockRowContentProps extends BlockRowProps {
  /** This row is the one being dragged. */
  lifted: boolean;
  setActivatorNodeRef: SortableState['setActivatorNodeRef'];
  attributes: SortableState['attributes'];
  listeners: SortableState['listeners'];
}

const BlockRowContent = memo(function BlockRowContent({
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
  lifted,
  setActivatorNodeRef,
  attributes,
  listeners,
}: BlockRowContentProps) {
  return (
    <Box
      sx={{
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
        boxShadow: lifted ? 4 : 0,
      }}
    >
      <RowIconButton
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('blocks.drag', { label: text })}
        disabled={dragDisabled || readOnly}
        style={{ cursor: dragDisabled ? 'default' : 'grab', touchAction: 'none' }}
      >
        <DragIndicator fontSize="small" />
      </RowIconButton>
      <RowLabelButton type="button" aria-pressed={selected} onClick={(event) => onClick(element.id, event)}>
        {text}
      </RowLabelButton>
      {element.tracking?.cpid && (
        <CpidBadge aria-label={t('blocks.cpid', { cpid: element.tracking.cpid })}>
          {element.tracking.cpid}
        </CpidBadge>
      )}
      <RowIconButton
        type="button"
        title={t('blocks.edit')}
        aria-label={t('blocks.editLabel', { label: text })}
        onClick={() => onEdit(element.id)}
      >
        <EditOutlined fontSize="small" />
      </RowIconButton>
      {!readOnly && (
        <RowIconButton
          type="button"
          title={t('blocks.remove')}
          aria-label={t('blocks.removeLabel', { label: text })}
          onClick={() => onRemove(element.id)}
        >
          <DeleteOutline fontSize="small" />
        </RowIconButton>
      )}
    </Box>
  );
});
