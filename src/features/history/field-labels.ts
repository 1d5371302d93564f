// Dotted value paths → the labels a person knows them by, from the form schema (the history's diff and
// summaries). A path the schema does not describe stays as it is, so nothing is hidden.
import type { FormSection } from '@generated/model';
import { resolveLabels } from '@/forms/path-labels';

/**
 * The label of a value path: the schema labels joined with ' > ' (list items and blocks as 'Item #n', a part
 * the schema does not describe by its keys); the path itself when nothing matches. Shop paths are relative to
 * the shop's config.
 */
export function fieldLabel(sections: readonly FormSection[], path: string, inShop: boolean): string {
  const nodes = sections
    .filter((section) => (section.attributes.isAppConstrained === true) === inShop)
    .flatMap((section) => section.items);
  const { labels, found } = resolveLabels(nodes, path.split('.'));
  return found ? labels.join(' > ') : path;
}
