// The units of a translation: the translatable values of the target shop's saved config that are keys of the
// vocabulary (spec 2 §5.2: translatable fields of the shop-constrained sections and of the content blocks;
// non-empty strings or numbers). Paths match the back office's (src/features/translations): `field:{path}`
// in the config, `block:{blockId}:{path}` in a block's attributes, array items by index.
import type { AppConfig, FormNode, FormSection } from '@generated/model';
import type { TranslationUnitRow } from '@server/db/schema';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function translatableText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

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
    if (node.component === 'Editor') continue;
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

export interface UnitScope {
  resourceType: string;
  resourceId: number;
  appId: number;
}

/** The stable unit id of the exchange file: `{resourceType}.{resourceId}.{appId}.{path}`. */
export const unitId = (scope: UnitScope, path: string) =>
  `${scope.resourceType}.${scope.resourceId}.${scope.appId}.${path}`;

/** The translatable values of `config` whose text is a key of `vocabulary`, in form then block order. */
export function unitsOf(
  scope: UnitScope,
  config: AppConfig,
  sections: readonly FormSection[],
  blockSchemas: ReadonlyMap<string, FormNode[]>,
  vocabulary: ReadonlySet<string>,
): TranslationUnitRow[] {
  const units: TranslationUnitRow[] = [];
  const push = (path: string, value: unknown, node: FormNode, blockType: string | null) => {
    const text = translatableText(value);
    if (text !== undefined && vocabulary.has(text))
      units.push({ id: unitId(scope, path), path, source: text, label: node.label ?? node.name, blockType });
  };
  for (const section of sections) {
    if (section.attributes.isAppConstrained !== true) continue;
    visitNodes(section.items, config, '', (path, value, node) => push(`field:${path}`, value, node, null));
  }
  const blocks = [...(config.contentElements ?? [])].sort(
    (a, b) => a.position.slot.localeCompare(b.position.slot) || a.index - b.index,
  );
  for (const block of blocks) {
    visitNodes(blockSchemas.get(block.type) ?? [], block.attributes, '', (path, value, node) =>
      push(`block:${block.id}:${path}`, value, node, block.type),
    );
  }
  return units;
}
