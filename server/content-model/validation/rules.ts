// Completeness rules derived from a form schema: per field its stored path (relative to the entity or to one
// shop config, `*` for array items), label, and what it demands (required, maxLength, one of the options).
import type { EditorSlot, FormNode, FormSection } from '@generated/model';
import { walkSections } from '../forms/walk';

export interface FieldRule {
  path: string;
  label: string;
  required: boolean;
  maxLength?: number;
  /** Allowed values of a single Select. */
  options?: unknown[];
}

export interface EntityRules {
  shared: FieldRule[];
  app: FieldRule[];
  /** Slots of the shop's block editor (content elements). */
  slots: EditorSlot[];
}

function ruleOf(node: FormNode, path: string): FieldRule | undefined {
  const attributes = node.attributes ?? {};
  const maxLength = typeof attributes.maxLength === 'number' ? attributes.maxLength : undefined;
  const single = node.component === 'Select' && !attributes.multiple && attributes.options?.length;
  if (!node.required && maxLength === undefined && !single) return undefined;
  return {
    path,
    label: node.label ?? node.name,
    required: node.required === true,
    ...(maxLength !== undefined ? { maxLength } : {}),
    ...(single ? { options: attributes.options!.map((o) => o.value) } : {}),
  };
}

export function rulesOfSections(sections: FormSection[]): EntityRules {
  const rules: EntityRules = { shared: [], app: [], slots: [] };
  walkSections(sections, ({ node, path, appConstrained }) => {
    if (node.component === 'Editor') {
      rules.slots.push(...(node.attributes?.slots ?? []));
      return;
    }
    const rule = ruleOf(node, path);
    if (rule) (appConstrained ? rules.app : rules.shared).push(rule);
  });
  return rules;
}

/** The rules of a block type's field schema (paths below the element's `attributes`). */
export const rulesOfBlock = (schema: FormNode[]): FieldRule[] =>
  rulesOfSections([{ label: '', attributes: { slug: 'block' }, items: schema }]).shared;
