import type { ClientRect, KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { createKeyboardMove } from '@/features/block-editor/keyboard-move';

type Args = Parameters<KeyboardCoordinateGetter>[1];

const items = ['block-1', 'block-2', 'block-3', 'block-4'];
const rowRect = (top: number, height = 40): ClientRect => ({
  top,
  bottom: top + height,
  left: 10,
  right: 310,
  width: 300,
  height,
});

/** Four rows of a slot, 50 px apart; the lifted one is `activeId`, drawn at `liftedTop`. */
function args(activeId: string, liftedTop: number, over: string, shift = 0): Args {
  const droppableRects = new Map<UniqueIdentifier, ClientRect>(
    items.map((id, i) => [id, rowRect(100 + i * 50 + shift)]),
  );
  return {
    active: activeId,
    currentCoordinates: { x: 10, y: liftedTop },
    context: {
      active: { id: activeId, data: { current: { sortable: { items } } } },
      over: { id: over },
      collisionRect: rowRect(liftedTop),
      droppableRects,
      droppableContainers: { getEnabled: () => [] },
    },
  } as unknown as Args;
}
const key = (code: string) => new KeyboardEvent('keydown', { code });

describe('keyboard moves of a block', () => {
  it('each arrow moves one place from the last place, whatever is under the row on screen', () => {
    const move = createKeyboardMove();
    // The row under the lifted last block is already the one above it (a shift): still one place.
    expect(move.coordinateGetter(key('ArrowUp'), args('block-4', 250, 'block-3'))).toEqual({ x: 10, y: 200 });
    expect(move.target()).toBe('block-3');
    // The rows moved down by 50 px meanwhile (something loaded above): the next place is still block-2.
    expect(move.coordinateGetter(key('ArrowUp'), args('block-4', 200, 'block-3', 50))).toEqual({
      x: 10,
      y: 200,
    });
    expect(move.target()).toBe('block-2');
    expect(move.coordinateGetter(key('ArrowDown'), args('block-4', 150, 'block-1'))).toEqual({
      x: 10,
      y: 200,
    });
    expect(move.target()).toBe('block-3');
  });

  it('below its own place the lifted row lines up with the bottom of the target', () => {
    const move = createKeyboardMove();
    const down = args('block-1', 100, 'block-1');
    (down.context.collisionRect as ClientRect).height = 30;
    expect(move.coordinateGetter(key('ArrowDown'), down)).toEqual({ x: 10, y: 150 + 40 - 30 });
    expect(move.target()).toBe('block-2');
  });

  it('past the first block the geometry decides (into another slot), and reset starts over', () => {
    const move = createKeyboardMove();
    expect(move.coordinateGetter(key('ArrowUp'), args('block-1', 100, 'block-1'))).toBeUndefined();
    expect(move.target()).toBeUndefined();
    // Left the slot: later arrows stay with the geometry until the next drag.
    move.coordinateGetter(key('ArrowDown'), args('block-1', 100, 'block-1'));
    expect(move.target()).toBeUndefined();
    move.reset();
    move.coordinateGetter(key('ArrowDown'), args('block-1', 100, 'block-1'));
    expect(move.target()).toBe('block-2');
  });
});
