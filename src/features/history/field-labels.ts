// Dotted value paths → the labels a person knows them by, from the form schema (the history's diff and
// summaries). A path the schema does not describe keeps its unmatched rest, so nothing is hidden.
import type { FormNode, FormSection } from '@generated/model';
import { t } from '@/i18n';

interface Match {
  labels: string[];
  /** How many path segments the labels account for. */
  used: number;
}

const isIndex = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment);

function match(nodes: readonly FormNode[], segments: readonly string[], at: number): Match {
  let best: Match = { labels: [], used: at };
  for (const node of nodes) {
    // A layout-only group adds no nesting level (as in the form layer).
    if (node.layoutOnly) {
      const inner = match(node.items ?? [], segments, at);
      if (inner.used > best.used) best = inner;
      continue;
    }
    const name = node.name.split('.');
    if (!name.every((segment, index) => segments[at + index] === segment)) continue;
    let next = at + name.length;
    const labels = [node.label || node.name];
    // An item of a list (or a block of the editor) is 'Item #n', as in the grouped server errors.
    if ((node.type === 'array' || node.component === 'Editor') && isIndex(segments[next])) {
      labels.push(t('history.item', { n: Number(segments[next]) + 1 }));
      next += 1;
    }
    const inner = match(node.items ?? [], segments, next);
    const candidate = { labels: [...labels, ...inner.labels], used: Math.max(inner.used, next) };
    if (candidate.used > best.used) best = candidate;
  }
  return best;
}

/**
 * The label of a value path: the schema labels joined with ' > ', plus the part of the path the schema does
 * not describe; the path itself when nothing matches. Shop paths are relative to the shop's config.
 */
export function fieldLabel(sections: readonly FormSection[], path: string, inShop: boolean): string {
  const segments = path.split('.');
  const nodes = sections
    .filter((section) => (section.attributes.isAppConstrained === true) === inShop)
    .flatMap((section) => section.items);
  const found = match(nodes, segments, 0);
  if (found.labels.length === 0) return path;
  const rest = segments.slice(found.used);
  return [...found.labels, ...(rest.length > 0 ? [rest.join('.')] : [])].join(' > ');
}
