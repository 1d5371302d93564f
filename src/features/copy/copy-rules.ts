// Copying between shops (spec 2 §4.6, §5.2, §8), pure and framework-free. Section copy replaces the chosen
// shop-constrained sections' fields of every target shop with the source shop's (appId keys removed); the
// blocks of an editor section, like a block copy, are appended to the target's slots. Before anything changes,
// every target shop and slot is checked (CPID already there, not enough space): the plan lists every problem
// of every target, and only a plan without problems gives new values — all targets or none.
import type { ContentElement, EditorSlot, FormNode, FormSection } from '@generated/model';
import type { AppConfigFormValues, EntityFormValues } from '@/entities';

export const SOURCE_APP_MISSING = 'Could not find sourceAppId';
export const BLOCK_ID_MIN = 100_000;
export const BLOCK_ID_MAX = 999_999;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A deep copy of `value` without any `appId` key (spec 2 §4.6: they belong to the source shop). */
export function withoutAppIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAppIds);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'appId')
      .map(([key, inner]) => [key, withoutAppIds(inner)]),
  );
}

const isEditor = (node: FormNode) => node.component === 'Editor';

/** The stored key paths a section edits (a layout-only group or a section adds no level; dotted names nest). */
export function sectionKeyPaths(nodes: readonly FormNode[]): string[][] {
  return nodes.flatMap((node): string[][] => {
    if (isEditor(node)) return [];
    if ((node.type === 'group' && node.layoutOnly) || node.type === 'section')
      return sectionKeyPaths(node.items ?? []);
    return [node.name.split('.')];
  });
}

/** Whether a section is the content-block editor (its first item is an editor; spec 2 §2.4). */
export const isEditorSection = (section: FormSection) =>
  section.items[0] !== undefined && isEditor(section.items[0]);

const getIn = (data: unknown, keys: readonly string[]): unknown =>
  keys.reduce<unknown>((current, key) => (isRecord(current) ? current[key] : undefined), data);

function setIn(
  data: Record<string, unknown>,
  keys: readonly string[],
  value: unknown,
): Record<string, unknown> {
  const [key, ...rest] = keys;
  if (key === undefined) return data;
  if (!rest.length) {
    const copy = { ...data };
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  }
  const inner = isRecord(data[key]) ? (data[key] as Record<string, unknown>) : {};
  return { ...data, [key]: setIn(inner, rest, value) };
}

/** The pre-check messages of spec 2 §5.2 for copying `blocks` into one target shop. */
export function blockCopyProblems(
  target: readonly ContentElement[],
  blocks: readonly ContentElement[],
  slots: readonly EditorSlot[],
  shopName: string,
): string[] {
  const problems: string[] = [];
  const slotNames = [...new Set(blocks.map((block) => block.position.slot))];
  for (const slotName of slotNames) {
    const inSlot = target.filter((element) => element.position.slot === slotName);
    const copied = blocks.filter((block) => block.position.slot === slotName);
    const taken = new Set(
      inSlot.flatMap((element) => (element.tracking ? [element.tracking.cpid.toLowerCase()] : [])),
    );
    for (const block of copied) {
      const cpid = block.tracking?.cpid;
      if (cpid && taken.has(cpid.toLowerCase()))
        problems.push(
          `A content block with CPID "${cpid.toUpperCase()}" already exists for target shop ${shopName}`,
        );
    }
    const maxItems = slots.find((slot) => slot.name === slotName)?.maxItems;
    if (maxItems !== undefined && inSlot.length + copied.length > maxItems) {
      const placement = slots.length > 1 ? ` on '${slotName}' placement` : '';
      problems.push(`Target shop ${shopName} has not enough space${placement}`);
    }
  }
  return problems;
}

const BLOCK_ID_SPAN = BLOCK_ID_MAX - BLOCK_ID_MIN + 1;

/** A new random 6-digit id not in `taken` (which then holds it); a taken one moves on to the next free id. */
export function newRandomBlockId(taken: Set<number>, random: () => number = Math.random): number {
  if (taken.size >= BLOCK_ID_SPAN) throw new Error('No 6-digit block id is left');
  let id = BLOCK_ID_MIN + (Math.floor(random() * BLOCK_ID_SPAN) % BLOCK_ID_SPAN);
  while (taken.has(id)) id = BLOCK_ID_MIN + ((id - BLOCK_ID_MIN + 1) % BLOCK_ID_SPAN);
  taken.add(id);
  return id;
}

/**
 * Spec 2 §4.6: every slot's blocks, in their order, get new random 6-digit ids (unique in the config), index
 * 0…n-1 and position {slot, index, col 0, row index + 1, colSpan 1, rowSpan 1}.
 */
export function reindexBlocks(
  elements: readonly ContentElement[],
  random: () => number = Math.random,
): ContentElement[] {
  const taken = new Set<number>();
  const slots = [...new Set(elements.map((element) => element.position.slot))];
  return slots.flatMap((slot) =>
    elements
      .map((element, order) => ({ element, order }))
      .filter(({ element }) => element.position.slot === slot)
      .sort((a, b) => a.element.index - b.element.index || a.order - b.order)
      .map(({ element }, index) => ({
        ...element,
        id: newRandomBlockId(taken, random),
        index,
        position: { slot, index, col: 0, row: index + 1, colSpan: 1, rowSpan: 1 },
      })),
  );
}

/** `blocks` appended after each of their slot's existing blocks (in their own order), then re-indexed. */
export function appendBlocks(
  target: readonly ContentElement[],
  blocks: readonly ContentElement[],
  random: () => number = Math.random,
): ContentElement[] {
  const ends = new Map<string, number>();
  for (const element of target) {
    const slot = element.position.slot;
    ends.set(slot, Math.max(ends.get(slot) ?? -1, element.index));
  }
  const ordered = [...blocks].sort(
    (a, b) => a.position.slot.localeCompare(b.position.slot) || a.index - b.index,
  );
  const appended = ordered.map((block) => {
    const index = (ends.get(block.position.slot) ?? -1) + 1;
    ends.set(block.position.slot, index);
    return { ...structuredClone(block), index, position: { ...block.position, index } };
  });
  return reindexBlocks([...target, ...appended], random);
}

export interface CopyProblem {
  appId: number;
  message: string;
}

export interface CopyPlan {
  /** Every problem of every target; when there is one, `values` is undefined and nothing may be written. */
  problems: CopyProblem[];
  values?: EntityFormValues;
}

export interface CopyRequest {
  values: EntityFormValues;
  sourceAppId: number;
  targetAppIds: readonly number[];
  slots: readonly EditorSlot[];
  shopName: (appId: number) => string;
  random?: () => number;
}

function sourceConfig(values: EntityFormValues, sourceAppId: number): AppConfigFormValues {
  const source = values.appConfigs.find((config) => config.appId === sourceAppId);
  if (!source) throw new Error(SOURCE_APP_MISSING);
  return source;
}

/** Checks every target, then (only without problems) applies `change` to each target config. */
function plan(
  request: CopyRequest,
  blocks: readonly ContentElement[],
  change: (target: AppConfigFormValues) => AppConfigFormValues,
): CopyPlan {
  const targets = request.values.appConfigs.filter(
    (config) => config.appId !== request.sourceAppId && request.targetAppIds.includes(config.appId),
  );
  const problems = targets.flatMap((target) =>
    blockCopyProblems(
      target.contentElements ?? [],
      blocks,
      request.slots,
      request.shopName(target.appId),
    ).map((message) => ({ appId: target.appId, message })),
  );
  if (problems.length) return { problems };
  const chosen = new Set(targets.map((target) => target.appId));
  return {
    problems,
    values: {
      ...request.values,
      appConfigs: request.values.appConfigs.map((config) =>
        chosen.has(config.appId) ? change(config) : config,
      ),
    },
  };
}

/** Block copy (cb-copy): the chosen blocks of the source shop appended to every target shop's slots. */
export function planBlockCopy(request: CopyRequest & { blockIds: readonly number[] }): CopyPlan {
  const source = sourceConfig(request.values, request.sourceAppId);
  const ids = new Set(request.blockIds);
  const blocks = (source.contentElements ?? []).filter((block) => ids.has(block.id));
  return plan(request, blocks, (target) => ({
    ...target,
    contentElements: appendBlocks(target.contentElements ?? [], blocks, request.random),
  }));
}

/**
 * App copy: the chosen shop-constrained sections' fields of the source shop replace the targets' (appId keys
 * removed); an editor section appends the source's blocks like a block copy.
 */
export function planSectionCopy(request: CopyRequest & { sections: readonly FormSection[] }): CopyPlan {
  const source = sourceConfig(request.values, request.sourceAppId);
  const chosen = request.sections.filter((section) => section.attributes.isAppConstrained === true);
  const paths = chosen.flatMap((section) => sectionKeyPaths(section.items));
  const blocks = chosen.some(isEditorSection) ? (source.contentElements ?? []) : [];
  return plan(request, blocks, (target) => {
    let next = target as Record<string, unknown>;
    for (const path of paths) next = setIn(next, path, withoutAppIds(structuredClone(getIn(source, path))));
    const config = next as AppConfigFormValues;
    return blocks.length
      ? { ...config, contentElements: appendBlocks(target.contentElements ?? [], blocks, request.random) }
      : config;
  });
}
