import type { BlockType, FormNode, FormSection } from '@generated/model';

export type PlainValues = Record<string, unknown>;

const isRecord = (value: unknown): value is PlainValues =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The default values of a list of form nodes, nested the way the form layer nests them (a group or section
 * is an object, a layout-only one adds no level). Defaults are collected only outside arrays (spec 2 §4.1);
 * the block editor node has none.
 */
export function collectDefaults(items: readonly FormNode[]): PlainValues {
  const result: PlainValues = {};
  for (const node of items) {
    if (node.type === 'array' || node.component === 'Editor') continue;
    if (node.type === 'group' || node.type === 'section') {
      const inner = collectDefaults(node.items ?? []);
      if (node.layoutOnly) Object.assign(result, inner);
      else if (Object.keys(inner).length > 0) result[node.name] = inner;
      continue;
    }
    if (node.defaultValue !== undefined) result[node.name] = structuredClone(node.defaultValue);
  }
  return result;
}

/** The defaults of every shared (`appConstrained` false) or every shop-constrained section. */
export function sectionDefaults(sections: readonly FormSection[], appConstrained: boolean): PlainValues {
  const result: PlainValues = {};
  for (const section of sections) {
    if ((section.attributes.isAppConstrained === true) !== appConstrained) continue;
    Object.assign(result, collectDefaults(section.items));
  }
  return result;
}

/**
 * `values` with every default filled in where the value is missing (not where it is empty): what the form
 * shows for a loaded entity, so the form does not count its own defaults as a change.
 */
export function withDefaults<T extends PlainValues>(values: T, defaults: PlainValues): T {
  const result: PlainValues = { ...values };
  for (const [key, fallback] of Object.entries(defaults)) {
    const current = result[key];
    if (current === undefined) result[key] = structuredClone(fallback);
    else if (isRecord(current) && isRecord(fallback)) result[key] = withDefaults(current, fallback);
  }
  return result as T;
}

/**
 * A loaded entity as the form shows it: the defaults of the shared and the shop-constrained sections, and of
 * each block's type, filled in where the stored values lack them, so opening a step or a block never counts
 * as a change (spec 2 §4.1: an unedited page is never dirty).
 */
export function loadedValues(
  row: PlainValues,
  sections: readonly FormSection[],
  blockTypes: readonly BlockType[] | undefined,
): PlainValues & { appConfigs: PlainValues[] } {
  const sharedDefaults = sectionDefaults(sections, false);
  const appDefaults = sectionDefaults(sections, true);
  const blockDefaults = new Map((blockTypes ?? []).map((type) => [type.name, collectDefaults(type.schema)]));
  const withBlockDefaults = (element: unknown) => {
    if (!isRecord(element) || typeof element.type !== 'string') return element;
    const defaults = blockDefaults.get(element.type);
    if (!defaults || Object.keys(defaults).length === 0) return element;
    const attributes = isRecord(element.attributes) ? element.attributes : {};
    return { ...element, attributes: withDefaults(attributes, defaults) };
  };
  const configs = Array.isArray(row.appConfigs) ? (row.appConfigs as PlainValues[]) : [];
  return withDefaults(
    {
      ...row,
      appConfigs: configs.map((appConfig) => {
        const filled = withDefaults(appConfig, appDefaults);
        return Array.isArray(filled.contentElements)
          ? { ...filled, contentElements: filled.contentElements.map(withBlockDefaults) }
          : filled;
      }),
    },
    sharedDefaults,
  );
}
