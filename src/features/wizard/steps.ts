// The stepper's rules (spec 2 §2.2, §2.4): one step per form-schema section, addressed by its slug.
import type { FormSection } from '@generated/model';

/** A section is the block editor when its first item is the editor node (spec 2 §2.4). */
export function isEditorSection(section: FormSection | undefined): boolean {
  return section?.items[0]?.component === 'Editor';
}

/** Shop-constrained sections edit `appConfigs[selected shop]` and show the shop panel. */
export function isShopSection(section: FormSection | undefined): boolean {
  return section?.attributes.isAppConstrained === true;
}

/** The index of the step with this slug, or -1 for an unknown (or missing) one. */
export function stepIndex(sections: readonly FormSection[], slug: string | undefined): number {
  if (slug === undefined) return -1;
  return sections.findIndex((section) => section.attributes.slug === slug);
}

/** The address of a step: the wizard's base path plus the slug, with the query string kept. */
export function stepPath(basePath: string, slug: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return `${basePath}/${slug}${query ? `?${query}` : ''}`;
}
