// The translation rules of spec 2 §5.2, pure and framework-free: which sections are translatable, the
// translatable strings (the request's vocabulary) of a shop config, and the request's own checks. A field is
// translatable when its form node says so; a block's fields by its block type's schema.
import { entityTypeFacts } from '@generated/entity-types';
import type { BlockType, EntityType, FormNode, FormSection } from '@generated/model';
import type { AppConfigFormValues } from '@/entities';

export const NO_TARGET_SHOP = 'Select at least one shop to translate to';
export const RESOURCE_ID_MISSING = 'resource id is missing';

/**
 * Entity types with translations (spec 2 §4.1): the contract's `translatable` fact (x-entity-types on EntityType),
 * which the server's translation calls read too.
 */
export const supportsTranslations = (entityType: string): boolean =>
  Object.hasOwn(entityTypeFacts, entityType) && entityTypeFacts[entityType as EntityType].translatable;

const isEditor = (node: FormNode) => node.component === 'Editor';

/** Whether any node below `nodes` is a translatable field. */
function hasTranslatableField(nodes: readonly FormNode[]): boolean {
  return nodes.some((node) =>
    node.type === 'field' ? node.translatable === true : hasTranslatableField(node.items ?? []),
  );
}

/** The block type names an editor node takes (over all its slots). */
function editorBlockTypes(node: FormNode): string[] {
  return (node.attributes?.slots ?? []).flatMap((slot) => slot.blockTypeNames ?? []);
}

function editorNodes(nodes: readonly FormNode[]): FormNode[] {
  return nodes.flatMap((node) => (isEditor(node) ? [node] : editorNodes(node.items ?? [])));
}

/**
 * A section is translatable when it is shop-constrained and has a translatable field, or an editor whose block
 * types have one (spec 2 §5.2).
 */
export function isTranslatableSection(section: FormSection, blockTypes: readonly BlockType[]): boolean {
  if (section.attributes.isAppConstrained !== true) return false;
  if (hasTranslatableField(section.items.filter((node) => !isEditor(node)))) return true;
  const byName = new Map(blockTypes.map((type) => [type.name, type]));
  return editorNodes(section.items).some((editor) =>
    editorBlockTypes(editor).some((name) => hasTranslatableField(byName.get(name)?.schema ?? [])),
  );
}

export const translatableSections = (sections: readonly FormSection[], blockTypes: readonly BlockType[]) =>
  sections.filter((section) => isTranslatableSection(section, blockTypes));

/** A translatable value found in a config: where it is, its field label and (in a block) the block type. */
export interface TranslatableValue {
  /** `field:seo.title`, `field:items.0.headline` or `block:{blockId}:headline.text`. */
  path: string;
  value: string;
  label: string;
  blockType?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The non-empty string or number of a value as the vocabulary holds it; undefined for anything else. */
export function translatableText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Visits the translatable values below `nodes` in `data` (groups nest unless layout-only, arrays per item). */
function visitNodes(
  nodes: readonly FormNode[],
  data: unknown,
  base: string,
  visit: (path: string, value: unknown, node: FormNode) => void,
) {
  const at = (name: string): unknown =>
    name.split('.').reduce<unknown>((current, key) => (isRecord(current) ? current[key] : undefined), data);
  const join = (name: string) => (base ? `${base}.${name}` : name);
  for (const node of nodes) {
    if (isEditor(node)) continue;
    if (node.type === 'group' || node.type === 'section') {
      if (node.layoutOnly || node.type === 'section') visitNodes(node.items ?? [], data, base, visit);
      else visitNodes(node.items ?? [], at(node.name), join(node.name), visit);
    } else if (node.type === 'array') {
      const items = at(node.name);
      if (Array.isArray(items))
        items.forEach((item, i) => visitNodes(node.items ?? [], item, join(`${node.name}.${i}`), visit));
    } else if (node.translatable === true) {
      visit(join(node.name), at(node.name), node);
    }
  }
}

/**
 * Every translatable value of a shop config: the translatable fields of its shop-constrained sections, then
 * those of its content blocks (in slot and index order), each only when it is a non-empty string or number.
 */
export function translatableValues(
  config: AppConfigFormValues,
  sections: readonly FormSection[],
  blockTypes: readonly BlockType[],
): TranslatableValue[] {
  const found: TranslatableValue[] = [];
  const push = (path: string, value: unknown, node: FormNode, blockType?: string) => {
    const text = translatableText(value);
    if (text !== undefined)
      found.push({ path, value: text, label: node.label ?? node.name, ...(blockType ? { blockType } : {}) });
  };
  for (const section of sections) {
    if (section.attributes.isAppConstrained !== true) continue;
    visitNodes(section.items, config, '', (path, value, node) => push(`field:${path}`, value, node));
  }
  const schemas = new Map(blockTypes.map((type) => [type.name, type.schema]));
  const blocks = [...(config.contentElements ?? [])].sort(
    (a, b) => a.position.slot.localeCompare(b.position.slot) || a.index - b.index,
  );
  for (const block of blocks) {
    visitNodes(schemas.get(block.type) ?? [], block.attributes, '', (path, value, node) =>
      push(`block:${block.id}:${path}`, value, node, block.type),
    );
  }
  return found;
}

/** The translatable strings of a config, de-duplicated in order of appearance (spec 2 §5.2). */
export function translatableStrings(
  config: AppConfigFormValues,
  sections: readonly FormSection[],
  blockTypes: readonly BlockType[],
): string[] {
  return [...new Set(translatableValues(config, sections, blockTypes).map((found) => found.value))];
}

/** The request's vocabulary: every source string, not yet translated. */
export const vocabularyOf = (strings: readonly string[]): Record<string, string> =>
  Object.fromEntries(strings.map((text) => [text, '']));

export interface TranslationRequestInput {
  resourceType: string;
  resourceId: number | null;
  targetAppIds: readonly number[];
  strings: readonly string[];
}

/** The request payload, or the reason it cannot be sent ('resource id is missing', no target shop). */
export function translationRequest(input: TranslationRequestInput) {
  if (input.resourceId === null) throw new Error(RESOURCE_ID_MISSING);
  if (input.targetAppIds.length === 0) throw new Error(NO_TARGET_SHOP);
  return {
    resourceType: input.resourceType,
    resourceId: input.resourceId,
    targetAppIds: [...input.targetAppIds],
    input: vocabularyOf(input.strings),
  };
}

/**
 * The latest translation of a shop among an entity's, or 'translation for {id} is missing' (spec 2 §5.2).
 */
export function translationFor<T extends { id: number; appId: number }>(
  translations: readonly T[],
  appId: number,
): T {
  const found = translations
    .filter((translation) => translation.appId === appId)
    .reduce<T | undefined>(
      (latest, translation) => (latest && latest.id > translation.id ? latest : translation),
      undefined,
    );
  if (!found) throw new Error(`translation for ${appId} is missing`);
  return found;
}
