import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { ContentElement, EditorSlot } from '@generated/model';
import type { BlockEditorSlotProps } from '@/entities/editor-slots';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { t } from '@/i18n';
import { blockLabel, rowLabel } from './block-labels';
import {
  clickSelection,
  createBlock,
  isToggleKey,
  moveBlocks,
  removeBlock,
  selectionOnDragStart,
  slotBlocks,
  type Selection,
} from './block-rules';
import { BlockSlot, slotDropId } from './block-slot';
import { createKeyboardMove } from './keyboard-move';

const blockIdOf = (id: UniqueIdentifier) => Number(String(id).replace(/^block-/, ''));
const isSlotId = (id: UniqueIdentifier) => String(id).startsWith('slot-');

/**
 * The block editor of a content step (spec 2 §2.7, §4.5) for the selected shop's config: a card 'Content
 * Blocks' (or the one slot's label) with a list per slot. Blocks are added, removed, selected (click, Ctrl/Meta,
 * Shift, touch; Escape or a click elsewhere clears) and dragged by mouse, touch or keyboard, several selected
 * ones together. Every change goes to the wizard's values (its dirty state, draft store and save).
 */
export function BlockEditor({
  slots,
  blockTypes,
  appConfig,
  onChange,
  activeBlockId,
  onActiveBlockChange,
  readOnly,
  editorConfig,
}: BlockEditorSlotProps) {
  const elements = useMemo(
    () => (appConfig.contentElements ?? []) as ContentElement[],
    [appConfig.contentElements],
  );
  const types = useMemo(() => new Map(blockTypes.map((type) => [type.name, type])), [blockTypes]);
  const [selection, setSelection] = useState<Selection>({ ids: [] });
  const [draggingId, setDraggingId] = useState<number | undefined>();
  const [removing, setRemoving] = useState<ContentElement | undefined>();
  const cardRef = useRef<HTMLDivElement>(null);

  // The latest values for the memoised row callbacks.
  const latest = useRef({ elements, appConfig, onChange, selection, activeBlockId, onActiveBlockChange });
  latest.current = { elements, appConfig, onChange, selection, activeBlockId, onActiveBlockChange };
  const setElements = useCallback((next: ContentElement[]) => {
    const { appConfig: config, onChange: change } = latest.current;
    change({ ...config, contentElements: next });
  }, []);

  // Escape or a click outside the editor clears the selection.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSelection({ ids: [] });
    };
    const onPointer = (event: PointerEvent) => {
      if (cardRef.current && !cardRef.current.contains(event.target as Node)) setSelection({ ids: [] });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  const onClick = useCallback(
    (id: number, event: MouseEvent | { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) => {
      const { elements: all, selection: current } = latest.current;
      const block = all.find((element) => element.id === id);
      if (!block) return;
      const order = slotBlocks(all, block.position.slot).map((element) => element.id);
      const toggle = isToggleKey(event, navigator.platform);
      const touch = 'nativeEvent' in event && (event.nativeEvent as PointerEvent).pointerType === 'touch';
      setSelection(clickSelection(current, { id, toggle, range: event.shiftKey, touch }, order));
      if (!toggle && !event.shiftKey && !touch) latest.current.onActiveBlockChange(id);
    },
    [],
  );
  const onEdit = useCallback((id: number) => latest.current.onActiveBlockChange(id), []);
  const onRemove = useCallback((id: number) => {
    setRemoving(latest.current.elements.find((element) => element.id === id));
  }, []);
  const onAdd = useCallback(
    (slot: EditorSlot, type: string, at?: number) => {
      const schema = types.get(type)?.schema;
      if (!schema) return;
      const { elements: next, created } = createBlock(latest.current.elements, {
        type,
        slot,
        schema,
        at,
        cpidLength: editorConfig.cpidLength,
      });
      if (!created) return;
      setElements(next);
      setSelection({ ids: [created.id], anchor: created.id });
      latest.current.onActiveBlockChange(created.id);
    },
    [types, setElements, editorConfig.cpidLength],
  );

  const [keyboardMove] = useState(createKeyboardMove);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardMove.coordinateGetter }),
  );

  const labelOf = (id: UniqueIdentifier) => {
    if (isSlotId(id)) return slots.find((slot) => slotDropId(slot.name) === id)?.label ?? String(id);
    const block = elements.find((element) => element.id === blockIdOf(id));
    return block ? rowLabel(types, block) : String(id);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('blocks.announce.start', { label: labelOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('blocks.announce.over', {
            label: labelOf(active.id),
            target: labelOf(keyboardMove.target() ?? over.id),
          })
        : t('blocks.announce.outside', { label: labelOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('blocks.announce.dropped', {
            label: labelOf(active.id),
            target: labelOf(keyboardMove.target() ?? over.id),
          })
        : t('blocks.announce.cancelled', { label: labelOf(active.id) }),
    onDragCancel: ({ active }) => t('blocks.announce.cancelled', { label: labelOf(active.id) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    keyboardMove.reset();
    const id = blockIdOf(active.id);
    setDraggingId(id);
    setSelection((current) => selectionOnDragStart(current, id));
  };
  const onDragEnd = ({ active, over: overOnScreen }: DragEndEvent) => {
    setDraggingId(undefined);
    // A keyboard move inside a slot lands where the arrows took it, whatever lies under the row meanwhile.
    const keyboardTarget = keyboardMove.target();
    const over = keyboardTarget === undefined ? overOnScreen : { id: keyboardTarget };
    if (!over) return;
    const activeId = blockIdOf(active.id);
    const all = latest.current.elements;
    const dragged = all.find((element) => element.id === activeId);
    if (!dragged) return;
    const ids = selection.ids.includes(activeId) ? selection.ids : [activeId];
    const moving = new Set(ids);
    let toSlot: EditorSlot | undefined;
    let toIndex: number;
    if (isSlotId(over.id)) {
      toSlot = slots.find((slot) => slotDropId(slot.name) === over.id);
      toIndex = Number.MAX_SAFE_INTEGER;
    } else {
      const target = all.find((element) => element.id === blockIdOf(over.id));
      if (!target || (moving.has(target.id) && target.id !== activeId)) return;
      if (target.id === activeId) return;
      toSlot = slots.find((slot) => slot.name === target.position.slot);
      const staying = slotBlocks(all, target.position.slot).filter((element) => !moving.has(element.id));
      const at = staying.findIndex((element) => element.id === target.id);
      // Moving down within a slot lands after the block it is over, otherwise before it.
      const below = dragged.position.slot === target.position.slot && dragged.index < target.index;
      toIndex = below ? at + 1 : at;
    }
    if (!toSlot) return;
    const next = moveBlocks(all, { activeId, ids, toSlot, toIndex });
    if (next.some((element, i) => element !== all[i]) || next.length !== all.length) setElements(next);
  };

  const selectedIds = useMemo(() => new Set(selection.ids), [selection.ids]);
  const title = slots.length > 1 ? t('blocks.title') : (slots[0]?.label ?? t('blocks.title'));

  return (
    <Card variant="outlined" ref={cardRef} component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: 20 }}>
          {title}
        </Typography>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCorners}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('blocks.dragInstructions') },
          }}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => {
            keyboardMove.reset();
            setDraggingId(undefined);
          }}
        >
          {slots.map((slot) => (
            <BlockSlot
              key={slot.name}
              slot={slot}
              blocks={slotBlocks(elements, slot.name)}
              types={types}
              selected={selectedIds}
              activeBlockId={activeBlockId}
              draggingId={draggingId}
              dragDisabled={elements.length < 2}
              readOnly={readOnly}
              onAdd={onAdd}
              onClick={onClick}
              onEdit={onEdit}
              onRemove={onRemove}
            />
          ))}
        </DndContext>
      </CardContent>
      <ConfirmDialog
        open={removing !== undefined}
        confirmColor="error"
        onClose={() => setRemoving(undefined)}
        onConfirm={() => {
          if (!removing) return;
          setElements(removeBlock(latest.current.elements, removing.id));
          setSelection((current) => ({ ids: current.ids.filter((id) => id !== removing.id) }));
          if (latest.current.activeBlockId === removing.id) latest.current.onActiveBlockChange(undefined);
          setRemoving(undefined);
        }}
      >
        {t('blocks.removeConfirm', { label: removing ? blockLabel(types, removing) : '' })}
      </ConfirmDialog>
    </Card>
  );
}
