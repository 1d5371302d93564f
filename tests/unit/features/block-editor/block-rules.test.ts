import { describe, expect, it } from 'vitest';
import type { ContentElement, EditorSlot, FormNode } from '@generated/model';
import {
  clickSelection,
  createBlock,
  defaultAttributes,
  isToggleKey,
  moveBlocks,
  newBlockId,
  newCpid,
  removeBlock,
  selectionOnDragStart,
  slotBlocks,
} from '@/features/block-editor/block-rules';

const MAIN: EditorSlot = { name: 'main', label: 'Main', blockTypeNames: ['headline', 'text', 'image'] };
const STAGE: EditorSlot = { name: 'stage', label: 'Stage', blockTypeNames: ['story-stage'], maxItems: 1 };
const SMALL: EditorSlot = { name: 'main', label: 'Main', blockTypeNames: ['headline', 'text'], maxItems: 3 };

const HEADLINE: FormNode[] = [
  { name: 'text', type: 'field', component: 'TextField' },
  { name: 'textAlign', type: 'field', component: 'Select', defaultValue: 'left' },
  {
    name: 'cta',
    type: 'group',
    items: [{ name: 'align', type: 'field', component: 'Select', defaultValue: 'center' }],
  },
  {
    name: 'layout',
    type: 'group',
    layoutOnly: true,
    items: [{ name: 'size', type: 'field', defaultValue: 'm' }],
  },
];

let nextId = 200_000;
const block = (
  type: string,
  slot: string,
  index: number,
  cpid = `cp${index}${slot.slice(0, 3)}`.slice(0, 6),
) =>
  ({
    id: nextId++,
    index,
    type,
    attributes: {},
    position: { slot, index },
    tracking: { cpid },
  }) satisfies ContentElement;

const order = (elements: ContentElement[], slot = 'main') => slotBlocks(elements, slot).map((e) => e.id);
const indexesAreTight = (elements: ContentElement[]) => {
  for (const slot of new Set(elements.map((e) => e.position.slot))) {
    const inSlot = slotBlocks(elements, slot);
    expect(inSlot.map((e) => e.index)).toEqual(inSlot.map((_, i) => i));
    expect(inSlot.map((e) => e.position.index)).toEqual(inSlot.map((_, i) => i));
  }
};

describe('create (spec 2 §4.5)', () => {
  it('appends by default with a 6-digit id from the creation time, a new CPID and the schema defaults', () => {
    const existing = [block('text', 'main', 0)];
    const { elements, created } = createBlock(existing, {
      type: 'headline',
      slot: MAIN,
      schema: HEADLINE,
      now: 1_700_000_123_456,
    });
    expect(created).toMatchObject({
      id: 100_000 + (1_700_000_123_456 % 900_000),
      index: 1,
      type: 'headline',
      attributes: { textAlign: 'left', cta: { align: 'center' }, size: 'm' },
      position: { slot: 'main', index: 1 },
    });
    expect(created!.id).toBeGreaterThanOrEqual(100_000);
    expect(created!.id).toBeLessThanOrEqual(999_999);
    expect(created!.tracking!.cpid).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(elements).toHaveLength(2);
  });

  it('inserts at an index and shifts the blocks at and after it', () => {
    const a = block('text', 'main', 0);
    const b = block('text', 'main', 1);
    const { elements, created } = createBlock([a, b], {
      type: 'headline',
      slot: MAIN,
      schema: HEADLINE,
      at: 1,
    });
    expect(order(elements)).toEqual([a.id, created!.id, b.id]);
    indexesAreTight(elements);
  });

  it('gives a new block its grid place (spec 2 §3: col 0, row index + 1, spans 1) and moves the rows after it', () => {
    const a = block('text', 'main', 0);
    const b = block('text', 'main', 1);
    const { elements, created } = createBlock([a, b], {
      type: 'headline',
      slot: MAIN,
      schema: HEADLINE,
      at: 1,
    });
    expect(created!.position).toEqual({ slot: 'main', index: 1, col: 0, row: 2, colSpan: 1, rowSpan: 1 });
    const shifted = elements.find((element) => element.id === b.id)!;
    expect(shifted.position).toMatchObject({ index: 2, row: 3, col: 0, colSpan: 1, rowSpan: 1 });
  });

  it('creates nothing for a type without schema, a type the slot does not take, or a full slot', () => {
    const one = [block('story-stage', 'stage', 0)];
    expect(createBlock(one, { type: 'story-stage', slot: STAGE, schema: [] }).created).toBeUndefined();
    expect(createBlock([], { type: 'video', slot: MAIN, schema: HEADLINE }).created).toBeUndefined();
    expect(
      createBlock([], { type: 'headline', slot: MAIN, schema: undefined as unknown as FormNode[] }).created,
    ).toBeUndefined();
  });

  it('never repeats an id or a CPID (CPIDs compared without case)', () => {
    const taken = new Set([100_000 + (5 % 900_000)]);
    expect(newBlockId(5, taken)).toBe(100_006);
    expect(newBlockId(899_999, new Set([999_999]))).toBe(100_000);
    let calls = 0;
    // The first draw repeats a taken CPID in other case; the second is new.
    const draws = [0, 0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5];
    const cpid = newCpid(new Set(['aaaaaa']), () => draws[calls++]!);
    expect(cpid).not.toBe('AAAAAA');
    expect(cpid).toHaveLength(6);
  });

  it('takes defaults from nested groups only where they have values', () => {
    expect(
      defaultAttributes([{ name: 'empty', type: 'group', items: [{ name: 'x', type: 'field' }] }]),
    ).toEqual({});
  });
});

describe('remove (spec 2 §4.5)', () => {
  it('closes the gap', () => {
    const [a, b, c] = [block('text', 'main', 0), block('text', 'main', 1), block('text', 'main', 2)];
    const elements = removeBlock([a, b, c], b.id);
    expect(order(elements)).toEqual([a.id, c.id]);
    indexesAreTight(elements);
  });
});

describe('reorder and multi-drag (spec 2 §4.5)', () => {
  const blocks = () => [0, 1, 2, 3, 4].map((i) => block('text', 'main', i));

  it('moves one block and rewrites the indexes', () => {
    const all = blocks();
    const moved = moveBlocks(all, { activeId: all[0]!.id, ids: [], toSlot: MAIN, toIndex: 4 });
    expect(order(moved)).toEqual([all[1]!.id, all[2]!.id, all[3]!.id, all[4]!.id, all[0]!.id]);
    indexesAreTight(moved);
  });

  it('moves the selected blocks together, the dragged one first, the others in their order', () => {
    const all = blocks();
    const [a, b, c, d, e] = all.map((x) => x.id) as [number, number, number, number, number];
    const moved = moveBlocks(all, { activeId: d, ids: [b, d, a], toSlot: MAIN, toIndex: 1 });
    expect(order(moved)).toEqual([c, d, a, b, e]);
    indexesAreTight(moved);
  });

  it('moves only the dragged block when it is not in the selection', () => {
    const all = blocks();
    const [a, b, c, d, e] = all.map((x) => x.id) as [number, number, number, number, number];
    expect(order(moveBlocks(all, { activeId: e, ids: [a, b], toSlot: MAIN, toIndex: 0 }))).toEqual([
      e,
      a,
      b,
      c,
      d,
    ]);
    expect(selectionOnDragStart({ ids: [a, b], anchor: a }, e)).toEqual({ ids: [] });
    expect(selectionOnDragStart({ ids: [a, b], anchor: a }, b)).toEqual({ ids: [a, b], anchor: a });
  });

  it('moves between slots only where the type is taken and there is room', () => {
    const stage = block('story-stage', 'stage', 0);
    const text = block('text', 'main', 0);
    const MIXED: EditorSlot = { ...MAIN, blockTypeNames: [...MAIN.blockTypeNames, 'story-stage'] };
    // The stage slot takes no text.
    expect(moveBlocks([stage, text], { activeId: text.id, ids: [], toSlot: STAGE, toIndex: 0 })).toEqual([
      stage,
      text,
    ]);
    // The main slot takes the stage block: the stage slot closes its gap.
    const moved = moveBlocks([stage, text], { activeId: stage.id, ids: [], toSlot: MIXED, toIndex: 1 });
    expect(order(moved)).toEqual([text.id, stage.id]);
    expect(slotBlocks(moved, 'stage')).toEqual([]);
    // A full slot refuses blocks from elsewhere, but its own blocks still reorder.
    const full = [0, 1, 2].map((i) => block('text', 'main', i));
    const other = block('headline', 'other', 0);
    expect(
      moveBlocks([...full, other], { activeId: other.id, ids: [], toSlot: SMALL, toIndex: 0 }),
    ).toHaveLength(4);
    expect(
      order(moveBlocks([...full, other], { activeId: other.id, ids: [], toSlot: SMALL, toIndex: 0 })),
    ).toEqual(full.map((x) => x.id));
    expect(order(moveBlocks(full, { activeId: full[2]!.id, ids: [], toSlot: SMALL, toIndex: 0 }))).toEqual([
      full[2]!.id,
      full[0]!.id,
      full[1]!.id,
    ]);
  });

  it('a drop where it was changes nothing', () => {
    const all = blocks();
    expect(order(moveBlocks(all, { activeId: all[2]!.id, ids: [], toSlot: MAIN, toIndex: 2 }))).toEqual(
      all.map((x) => x.id),
    );
  });
});

describe('selection (spec 2 §4.5)', () => {
  const ids = [1, 2, 3, 4, 5];

  it('a click selects one, Ctrl/Meta or a touch toggles, Shift selects the range from the anchor', () => {
    let selection = clickSelection({ ids: [] }, { id: 2, toggle: false, range: false }, ids);
    expect(selection.ids).toEqual([2]);
    selection = clickSelection(selection, { id: 4, toggle: true, range: false }, ids);
    expect(selection.ids).toEqual([2, 4]);
    selection = clickSelection(selection, { id: 2, toggle: false, range: false, touch: true }, ids);
    expect(selection.ids).toEqual([4]);
    // The last click (here the touch on 2) is the anchor of a range.
    selection = clickSelection(selection, { id: 4, toggle: false, range: true }, ids);
    expect(selection.ids).toEqual([2, 3, 4]);
    selection = clickSelection(selection, { id: 5, toggle: false, range: false }, ids);
    expect(selection).toEqual({ ids: [5], anchor: 5 });
  });

  it('the toggle key is Meta on Apple systems and Ctrl elsewhere', () => {
    expect(isToggleKey({ ctrlKey: true, metaKey: false }, 'Win32')).toBe(true);
    expect(isToggleKey({ ctrlKey: false, metaKey: true }, 'Win32')).toBe(false);
    expect(isToggleKey({ ctrlKey: false, metaKey: true }, 'MacIntel')).toBe(true);
    expect(isToggleKey({ ctrlKey: true, metaKey: false }, 'MacIntel')).toBe(false);
  });
});
