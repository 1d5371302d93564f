// The labels a person knows a stored value by: the form schema's labels along its dotted path, list items as
// 'Item #n' (spec 2 §5.1). Shared by the grouped validation messages and the history's differences.
import type { FormNode } from '@generated/model';
import { t } from '@/i18n';

const isIndex = (segment: string) => /^\d+$/.test(segment);
const itemLabel = (segment: string) => t('form.path.item', { number: Number(segment) + 1 });

/** The layout-only groups and sections add no level: their items count as the parent's. */
function levelItems(nodes: readonly FormNode[]): FormNode[] {
  return nodes.flatMap((node) =>
    (node.type === 'group' && node.layoutOnly) || node.type === 'section'
      ? levelItems(node.items ?? [])
      : [node],
  );
}

interface Resolved {
  labels: string[];
  /** Whether the first segment named a node of the list (the step holds the field). */
  found: boolean;
}

/** The labels along `segments` through the nodes; unknown segments keep their key, indexes read 'Item #n'. */
export function resolveLabels(nodes: readonly FormNode[], segments: readonly string[]): Resolved {
  if (segments.length === 0) return { labels: [], found: true };
  for (const node of levelItems(nodes)) {
    const parts = node.name.split('.');
    if (parts.some((part, i) => segments[i] !== part)) continue;
    const rest = segments.slice(parts.length);
    const own = node.label ? [node.label] : [];
    if (node.type === 'group')
      return { labels: [...own, ...resolveLabels(node.items ?? [], rest).labels], found: true };
    if (node.type === 'array' && rest[0] !== undefined && isIndex(rest[0]))
      return {
        labels: [...own, itemLabel(rest[0]), ...resolveLabels(node.items ?? [], rest.slice(1)).labels],
        found: true,
      };
    return { labels: [...own, ...rawLabels(rest)], found: true };
  }
  return { labels: rawLabels(segments), found: false };
}

export const rawLabels = (segments: readonly string[]) =>
  segments.map((s) => (isIndex(s) ? itemLabel(s) : s));
