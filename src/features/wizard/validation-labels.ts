// `{{fieldKey}}` placeholders of a validation message (spec 2 §5.1) replaced by that field's label. The labels
// along an error's path come from the shared form layer (@/forms/path-labels).
import type { FormNode } from '@generated/model';
import { t } from '@/i18n';

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** The label of the field named `key` anywhere in the nodes (full dotted name or its last part). */
function labelOf(nodes: readonly FormNode[], key: string): string | undefined {
  for (const node of nodes) {
    if (node.type !== 'group' && node.type !== 'section' && node.label) {
      if (node.name === key || node.name.split('.').at(-1) === key || key.endsWith(`.${node.name}`))
        return node.label;
    }
    const inner = labelOf(node.items ?? [], key);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** `{{fieldKey}}` → that field's label (the block's fields first for a block error), or '<unknown>'. */
export function replacePlaceholders(message: string, scopes: readonly (readonly FormNode[])[]): string {
  return message.replace(PLACEHOLDER, (_, key: string) => {
    for (const nodes of scopes) {
      const label = labelOf(nodes, key);
      if (label !== undefined) return label;
    }
    return t('form.errors.unknownField');
  });
}
