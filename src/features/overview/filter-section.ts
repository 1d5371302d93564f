import type { FormNode, FormSection } from '@generated/model';
import { filterKeyOf } from './address-query';

function withKeys(items: readonly FormNode[]): FormNode[] {
  return items.map((node) => {
    if (node.type === 'field') return { ...node, name: filterKeyOf(node.name) };
    if ((node.type === 'group' || node.type === 'section') && node.layoutOnly) {
      return { ...node, items: withKeys(node.items ?? []) };
    }
    return node;
  });
}

/**
 * The overview schema's filter section with every field named by its address key: the contract names a
 * field by the key inside `f[...]`, so a node named `status` edits `f[status]` (a name already in the
 * `f[...]` form is kept as it is).
 */
export function filterSectionWithKeys(section: FormSection | undefined): FormSection | undefined {
  return section ? { ...section, items: withKeys(section.items) } : undefined;
}
