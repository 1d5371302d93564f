import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Fragment, useCallback, useMemo, type MouseEvent } from 'react';
import type { BlockType, ContentElement, EditorSlot } from '@generated/model';
import { t } from '@/i18n';
import { AddBlockControl, InsertHandle } from './add-block';
import { rowLabel, type BlockTypeMap } from './block-labels';
import { BlockRow, sortableId } from './block-row';
import { hasRoom } from './block-rules';

export const slotDropId = (slot: string) => `slot-${slot}`;

interface BlockSlotProps {
  slot: EditorSlot;
  blocks: ContentElement[];
  types: BlockTypeMap;
  selected: ReadonlySet<number>;
  activeBlockId: number | undefined;
  draggingId: number | undefined;
  /** Fewer than two blocks in the editor: nothing to drag. */
  dragDisabled: boolean;
  readOnly: boolean;
  onAdd: (slot: EditorSlot, type: string, at?: number) => void;
  onClick: (
    id: number,
    event: MouseEvent | { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean },
  ) => void;
  onEdit: (id: number) => void;
  onRemove: (id: number) => void;
}

/**
 * One slot of the editor (spec 2 §2.7): its title, the sortable rows with an insert handle between them, the
 * add control at the bottom (hidden at maxItems, when the insert handles are disabled too), or the empty state.
 */
export function BlockSlot({
  slot,
  blocks,
  types,
  selected,
  activeBlockId,
  draggingId,
  dragDisabled,
  readOnly,
  onAdd,
  onClick,
  onEdit,
  onRemove,
}: BlockSlotProps) {
  const drop = useDroppable({ id: slotDropId(slot.name) });
  // Stable between renders (a drag re-renders the slot on every move): the memoised insert handles keep.
  const offered = useMemo(
    () =>
      slot.blockTypeNames.flatMap((name) => {
        const type = types.get(name);
        return type ? [type] : [];
      }) as BlockType[],
    [slot, types],
  );
  const onInsert = useCallback((type: string, at: number) => onAdd(slot, type, at), [onAdd, slot]);
  const room = hasRoom(slot, blocks.length);
  const titleId = `block-slot-${slot.name}`;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <Typography id={titleId} variant="overline" component="h3" color="text.secondary">
        {slot.label}
        {slot.maxItems !== undefined ? ` (${blocks.length}/${slot.maxItems})` : ''}
      </Typography>
      <SortableContext
        items={blocks.map((block) => sortableId(block.id))}
        strategy={verticalListSortingStrategy}
      >
        <Box
          component="ul"
          ref={drop.setNodeRef}
          aria-labelledby={titleId}
          sx={{
            m: 0,
            p: 0.5,
            minHeight: 48,
            borderRadius: 1,
            outline: drop.isOver ? 2 : 0,
            outlineColor: 'primary.light',
            outlineStyle: 'dashed',
          }}
        >
          {blocks.length === 0 && (
            <Box component="li" sx={{ listStyle: 'none', py: 2, textAlign: 'center' }}>
              <Typography variant="subtitle2" component="p">
                {t('blocks.emptyTitle', { title: slot.label })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('blocks.emptyText', { title: slot.label })}
              </Typography>
            </Box>
          )}
          {blocks.map((block, index) => (
            <Fragment key={block.id}>
              {index > 0 && !readOnly && (
                <InsertHandle types={offered} index={index} disabled={!room} onInsert={onInsert} />
              )}
              <BlockRow
                element={block}
                text={rowLabel(types, block)}
                selected={selected.has(block.id)}
                active={block.id === activeBlockId}
                travelling={draggingId !== undefined && draggingId !== block.id && selected.has(block.id)}
                dragDisabled={dragDisabled}
                readOnly={readOnly}
                onClick={onClick}
                onEdit={onEdit}
                onRemove={onRemove}
              />
            </Fragment>
          ))}
        </Box>
      </SortableContext>
      {!readOnly && room && offered.length > 0 && (
        <AddBlockControl types={offered} slotLabel={slot.label} onAdd={(type) => onAdd(slot, type)} />
      )}
    </Box>
  );
}
