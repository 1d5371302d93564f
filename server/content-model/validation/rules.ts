// Completeness rules derived from a form schema: per field its stored path (relative to the entity or to one
// shop config, `*` for array items) and what it demands (required, maxLength, one of the options, a
// URL, distinct ids, the default image of an image set).
import type { EditorSlot, FormNode, FormSection } from '@generated/model';
import { walkSections } from '../forms/walk';

export interface FieldRule {
  path: string;
  required: boolean;
  maxLength?: number;
  /** Allowed values of a single Select. */
  options?: unknown[];
  /** A list (ids, cards, multiple select…): empty is 'must not be empty'. */
  list?: boolean;
  /** Product or story ids: each id once. */
  distinct?: boolean;
  /** A link field: an http(s) address or a path on the shop. */
  url?: boolean;
  /** An image or video set: a required one needs its first key (the default rendition the others fall back to). */
  mediaKeys?: string[];
}

const LIST_COMPONENTS = new Set(['ProductIds', 'StoryIds', 'CardList', 'CategorySelect', 'DynamicTags']);
const ID_LISTS = new Set(['ProductIds', 'StoryIds']);
/** Text fields holding a link, by name: url, link, …Url (not templates such as searchUrlTemplate). */
const isLinkName = (name: string) => /^(url|link)$|Url$/.test(name);

export interface EntityRules {
  shared: FieldRule[];
  app: FieldRule[];
  /** Slots of the shop's block editor (content elements). */
  slots: EditorSlot[];
}

function ruleOf(node: FormNode, path: string): FieldRule | undefined {
  const attributes = node.attributes ?? {};
  const maxLength = typeof attributes.maxLength === 'number' ? attributes.maxLength : undefined;
  const component = node.component ?? '';
  const single = component === 'Select' && !attributes.multiple && attributes.options?.length;
  const list =
    node.type === 'array' ||
    LIST_COMPONENTS.has(component) ||
    (component === 'Select' && !!attributes.multiple);
  const distinct = ID_LISTS.has(component);
  const url = component === 'TextField' && isLinkName(node.name);
  const media = component === 'ImageSet' || component === 'VideoSet';
  if (!node.required && maxLength === undefined && !single && !distinct && !url) return undefined;
  return {
    path,
    required: node.required === true,
    ...(maxLength !== undefined ? { maxLength } : {}),
    ...(single ? { options: attributes.options!.map((o) => o.value) } : {}),
    ...(list ? { list } : {}),
    ...(distinct ? { distinct } : {}),
    ...(url ? { url } : {}),
    ...(media && Array.isArray(attributes.keys) ? { mediaKeys: attributes.keys as string[] } : {}),
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
