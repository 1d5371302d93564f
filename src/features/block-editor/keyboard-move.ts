import type { KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * Keyboard moves of a block by place, not by geometry. dnd-kit's own getter picks the closest block on
 * screen and its drop takes whatever is under the lifted row when Space is pressed: a row that shifts while
 * the block is lifted (a panel or an image that loads, the page scrolling smoothly) once dropped it one place
 * further than announced. Here each ArrowUp/ArrowDown moves one place in the block's slot, counted from the
 * last place it was moved to, and the drop lands on that place. Past the slot's first or last block, dnd-kit's
 * getter takes over (into a neighbouring slot) and the drop follows the geometry again.
 */
export interface KeyboardMove {
  coordinateGetter: KeyboardCoordinateGetter;
  /** The block (sortable id) the keyboard moved to; undefined when not a keyboard move inside one slot. */
  target: () => UniqueIdentifier | undefined;
  /** Forgets the last move: call when a drag starts, ends or is cancelled. */
  reset: () => void;
}

interface SortableData {
  items: UniqueIdentifier[];
}

const steps: Record<string, number> = { ArrowUp: -1, ArrowDown: 1 };

export function createKeyboardMove(): KeyboardMove {
  // undefined: no move yet; null: the move left the slot, geometry decides from here on.
  let target: UniqueIdentifier | null | undefined;
  const coordinateGetter: KeyboardCoordinateGetter = (event, args) => {
    const { active, collisionRect, droppableRects } = args.context;
    const sortable = active?.data.current?.sortable as SortableData | undefined;
    const step = steps[event.code];
    if (step !== undefined && target !== null && active && collisionRect && sortable) {
      const from = sortable.items.indexOf(target ?? active.id);
      const to = from + step;
      const next = sortable.items[to];
      const rect = from >= 0 && next !== undefined ? droppableRects.get(next) : undefined;
      if (rect) {
        event.preventDefault();
        target = next;
        // Below its own place the lifted row lines up with the target's bottom, above it with its top.
        const below = to > sortable.items.indexOf(active.id);
        return { x: collisionRect.left, y: below ? rect.bottom - collisionRect.height : rect.top };
      }
    }
    if (step !== undefined) target = null;
    return sortableKeyboardCoordinates(event, args);
  };
  return {
    coordinateGetter,
    target: () => target ?? undefined,
    reset: () => {
      target = undefined;
    },
  };
}
