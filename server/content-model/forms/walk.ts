// Walks a form schema's nodes with the stored path of each field: a nesting group adds its name, a
// layout-only group adds nothing, an array adds its name and `*` for the item index, dotted names nest.
import type { FormNode, FormSection } from '@generated/model';

export interface FieldVisit {
  node: FormNode;
  /** Stored path below the entity (shared) or below one app config; `*` marks an array index. */
  path: string;
  /** True below an array node (defaults are not collected there). */
  inArray: boolean;
}

const join = (base: string, name: string) => (base ? `${base}.${name}` : name);

function walkNodes(nodes: FormNode[], base: string, inArray: boolean, visit: (v: FieldVisit) => void) {
  for (const node of nodes) {
    if (node.type === 'group' || node.type === 'section') {
      const next = node.layoutOnly || node.type === 'section' ? base : join(base, node.name);
      walkNodes(node.items ?? [], next, inArray, visit);
    } else if (node.type === 'array') {
      visit({ node, path: join(base, node.name), inArray });
      walkNodes(node.items ?? [], join(join(base, node.name), '*'), true, visit);
    } else {
      visit({ node, path: join(base, node.name), inArray });
    }
  }
}

/** Every field and array node of the sections, with its path and whether the sections are shop-constrained. */
export function walkSections(
  sections: FormSection[],
  visit: (v: FieldVisit & { appConstrained: boolean }) => void,
) {
  for (const s of sections) {
    const appConstrained = s.attributes.isAppConstrained === true;
    walkNodes(s.items, '', false, (v) => visit({ ...v, appConstrained }));
  }
}

/** Sets `value` at a dotted path of `target`, creating objects on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let current = target;
  for (const part of parts.slice(0, -1)) {
    const next = current[part];
    if (typeof next !== 'object' || next === null) current[part] = {};
    current = current[part] as Record<string, unknown>;
  }
  current[parts[parts.length - 1]!] = value;
}
