// The rules of the block editor (spec 2 §4.5, §9), pure and framework-free: create, remove, reorder and move
// blocks between slots; ids and CPIDs; the multi-selection. A slot's blocks are ordered by `index`, which
// always runs 0…n-1 within the slot (position.index follows it).
import type { ContentElement, ContentElementPosition, EditorSlot, FormNode } from '@generated/model';

/** The CPID length when the editor config names none (the contract's default). */
export const CPID_LENGTH = 6;
const CPID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BLOCK_ID_MIN = 100_000;
const BLOCK_ID_SPAN = 900_000;

/** The blocks of one slot in their order. */
export function slotBlocks(elements: readonly ContentElement[], slot: string): ContentElement[] {
  return elements.filter((element) => element.position.slot === slot).sort((a, b) => a.index - b.index);
}

/** Whether a slot has room for `adding` more blocks (no maxItems: always). */
export function hasRoom(slot: EditorSlot, count: number, adding = 1): boolean {
  return slot.maxItems === undefined || count + adding <= slot.maxItems;
}

/** A new 6-digit id from the creation time (ms), moved on past ids already taken. */
export function newBlockId(now: number, taken: ReadonlySet<number>): number {
  let id = BLOCK_ID_MIN + (Math.floor(now) % BLOCK_ID_SPAN);
  while (taken.has(id)) id = BLOCK_ID_MIN + ((id - BLOCK_ID_MIN + 1) % BLOCK_ID_SPAN);
  return id;
}

/** A new 6-character CPID, unique in the shop (compared without case). */
export function newCpid(
  taken: ReadonlySet<string>,
  random: () => number = Math.random,
  length: number = CPID_LENGTH,
): string {
  const used = new Set([...taken].map((cpid) => cpid.toLowerCase()));
  for (;;) {
    let cpid = '';
    for (let i = 0; i < length; i++) cpid += CPID_ALPHABET[Math.floor(random() * CPID_ALPHABET.length)];
    if (!used.has(cpid.toLowerCase())) return cpid;
  }
}

/** The schema's default values, nested like the form nests them (a layout-only group adds no level). */
export function defaultAttributes(schema: readonly FormNode[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const node of schema) {
    if (node.type === 'group') {
      const inner = defaultAttributes(node.items ?? []);
      if (node.layoutOnly || !node.name) Object.assign(values, inner);
      else if (Object.keys(inner).length) values[node.name] = inner;
    } else if (node.type === 'field' && node.name && node.defaultValue !== undefined) {
      values[node.name] = structuredClone(node.defaultValue);
    }
  }
  return values;
}

/**
 * A block's place at `index` of `slot`: the grid place spec 2 §3 gives every block of a list (col 0,
 * row index + 1, spans 1), an existing column or span kept.
 */
function placeAt(
  position: Partial<ContentElementPosition>,
  slot: string,
  index: number,
): ContentElementPosition {
  return {
    ...position,
    slot,
    index,
    col: position.col ?? 0,
    row: index + 1,
    colSpan: position.colSpan ?? 1,
    rowSpan: position.rowSpan ?? 1,
  };
}

/** Rewrites index and position (index, row) of each slot to 0…n-1 in the given order of `ordered`. */
function withSlotOrder(
  elements: readonly ContentElement[],
  slot: string,
  ordered: ContentElement[],
): ContentElement[] {
  const others = elements.filter((element) => element.position.slot !== slot);
  const placed = ordered.map((element, index) =>
    element.index === index && element.position.index === index && element.position.slot === slot
      ? element
      : { ...element, index, position: placeAt(element.position, slot, index) },
  );
  return [...others, ...placed];
}

export interface NewBlock {
  type: string;
  slot: EditorSlot;
  schema: readonly FormNode[];
  /** Where it goes in the slot (default: the end). */
  at?: number;
  now?: number;
  random?: () => number;
  /** The editor config's CPID length (GET /content/editor-config). */
  cpidLength?: number;
}

/**
 * Spec 2 §4.5 create: inserts at `at` (default the end) and shifts later blocks, with a new id, a new CPID and
 * the schema's defaults. Nothing is created for a type without schema, one the slot does not take, or a full
 * slot: then `elements` come back unchanged and `created` is undefined.
 */
export function createBlock(
  elements: readonly ContentElement[],
  block: NewBlock,
): { elements: ContentElement[]; created?: ContentElement } {
  const { slot, type, schema } = block;
  const current = slotBlocks(elements, slot.name);
  if (!schema || !slot.blockTypeNames.includes(type) || !hasRoom(slot, current.length)) {
    return { elements: [...elements] };
  }
  const at = Math.max(0, Math.min(block.at ?? current.length, current.length));
  const created: ContentElement = {
    id: newBlockId(block.now ?? Date.now(), new Set(elements.map((element) => element.id))),
    index: at,
    type,
    attributes: defaultAttributes(schema),
    position: placeAt({}, slot.name, at),
    tracking: {
      cpid: newCpid(
        new Set(elements.flatMap((element) => (element.tracking ? [element.tracking.cpid] : []))),
        block.random,
        block.cpidLength,
      ),
    },
  };
  const ordered = [...current.slice(0, at), created, ...current.slice(at)];
  return { elements: withSlotOrder(elements, slot.name, ordered), created };
}

/** Spec 2 §4.5 remove: the block goes and the slot closes the gap. */
export function removeBlock(elements: readonly ContentElement[], id: number): ContentElement[] {
  const removed = elements.find((element) => element.id === id);
  if (!removed) return [...elements];
  const slot = removed.position.slot;
  return withSlotOrder(
    elements.filter((element) => element.id !== id),
    slot,
    slotBlocks(elements, slot).filter((element) => element.id !== id),
  );
}

/** Replaces one block's attributes. */
export function updateBlockAttributes(
  elements: readonly ContentElement[],
  id: number,
  attributes: Record<string, unknown>,
): ContentElement[] {
  return elements.map((element) => (element.id === id ? { ...element, attributes } : element));
}

export interface Move {
  /** The dragged block. */
  activeId: number;
  /** The blocks that move: the selection when the dragged block is in it, else the dragged block alone. */
  ids: readonly number[];
  /** The slot and the index (in that slot, counted without the moving blocks) they land at. */
  toSlot: EditorSlot;
  toIndex: number;
}

/**
 * Spec 2 §4.5 reorder and multi-drag: the moving blocks land together at `toIndex` of `toSlot`, the dragged one
 * first and the others in their order; indexes are rewritten. A slot that does not take one of the types, or
 * would pass its maxItems, refuses the whole move (elements unchanged).
 */
export function moveBlocks(elements: readonly ContentElement[], move: Move): ContentElement[] {
  const moving = new Set(move.ids.includes(move.activeId) ? move.ids : [move.activeId]);
  const byOrder = (a: ContentElement, b: ContentElement) =>
    a.position.slot === b.position.slot ? a.index - b.index : a.position.slot < b.position.slot ? -1 : 1;
  const movers = elements.filter((element) => moving.has(element.id)).sort(byOrder);
  const dragged = movers.find((element) => element.id === move.activeId);
  if (!dragged) return [...elements];
  const group = [dragged, ...movers.filter((element) => element !== dragged)];
  const target = move.toSlot;
  if (group.some((element) => !target.blockTypeNames.includes(element.type))) return [...elements];
  const staying = slotBlocks(elements, target.name).filter((element) => !moving.has(element.id));
  const arriving = group.filter((element) => element.position.slot !== target.name).length;
  if (arriving > 0 && !hasRoom(target, staying.length, group.length)) return [...elements];
  const at = Math.max(0, Math.min(move.toIndex, staying.length));
  // Without the moving blocks, the slots they leave close their gaps; then the group lands in the target.
  let next = elements.filter((element) => !moving.has(element.id));
  for (const slot of new Set(group.map((element) => element.position.slot))) {
    if (slot !== target.name) next = withSlotOrder(next, slot, slotBlocks(next, slot));
  }
  return withSlotOrder(next, target.name, [...staying.slice(0, at), ...group, ...staying.slice(at)]);
}

/** What a click (or Enter, or a touch) on a block does to the selection (spec 2 §4.5). */
export interface SelectionClick {
  id: number;
  /** Ctrl on Windows, Meta elsewhere: toggles. */
  toggle: boolean;
  /** Shift: selects the range from the anchor. */
  range: boolean;
  /** A touch toggles like Ctrl/Meta. */
  touch?: boolean;
}

export interface Selection {
  ids: number[];
  anchor?: number;
}

/** Click selects one; toggle adds or removes one; range selects anchor…id in `order` (the slot's order). */
export function clickSelection(
  selection: Selection,
  click: SelectionClick,
  order: readonly number[],
): Selection {
  if (
    click.range &&
    selection.anchor !== undefined &&
    order.includes(selection.anchor) &&
    order.includes(click.id)
  ) {
    const from = order.indexOf(selection.anchor);
    const to = order.indexOf(click.id);
    return { ids: order.slice(Math.min(from, to), Math.max(from, to) + 1), anchor: selection.anchor };
  }
  if (click.toggle || click.touch) {
    const ids = selection.ids.includes(click.id)
      ? selection.ids.filter((id) => id !== click.id)
      : [...selection.ids, click.id];
    return { ids, anchor: click.id };
  }
  return { ids: [click.id], anchor: click.id };
}

/** The toggle key of the platform: Meta on Apple systems, Ctrl elsewhere. */
export function isToggleKey(event: { ctrlKey: boolean; metaKey: boolean }, platform: string): boolean {
  return /mac|iphone|ipad/i.test(platform) ? event.metaKey : event.ctrlKey;
}

/** Dragging a block that is not selected clears the selection (it moves alone). */
export function selectionOnDragStart(selection: Selection, draggedId: number): Selection {
  return selection.ids.includes(draggedId) ? selection : { ids: [] };
}
