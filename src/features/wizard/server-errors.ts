// Server validation errors (422, spec 2 §5.1) → the RJSF error schema of the section on screen.
import type { ErrorSchema } from '@rjsf/utils';
import type { ValidationErrors } from '@generated/model';

/**
 * The errors under `prefix` ('' for the shared values, 'appConfigs.{index}' for a shop's config) as an RJSF
 * `extraErrors` tree: 'seo.title' → `{seo: {title: {__errors: [...]}}}`. Errors elsewhere are left out.
 */
export function toErrorSchema(errors: ValidationErrors, prefix = ''): ErrorSchema {
  const root: Record<string, unknown> = {};
  const lead = prefix ? `${prefix}.` : '';
  for (const [path, messages] of Object.entries(errors)) {
    if (!path.startsWith(lead) || messages.length === 0) continue;
    const parts = path.slice(lead.length).split('.');
    if (parts.length === 1 && parts[0] === '') continue;
    let node = root;
    for (const part of parts) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), ...messages];
  }
  return root as ErrorSchema;
}
