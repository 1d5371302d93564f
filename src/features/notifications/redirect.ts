import { editPath } from '@/entities/paths';
import { getEntityConfig, isEntityType, resolveEntityType, allEntityConfigs } from '@/entities';
import type { MessageKey } from '@/i18n';

export type RedirectTarget = { path: string } | { error: MessageKey };

const isId = (value: string | null): value is string => value !== null && /^[1-9]\d{0,9}$/.test(value);

/** The entity type a notification's resource type names: an entity type (or legacy name), or a resource type only one entity type has. */
function entityTypeOf(resourceType: string): string | undefined {
  const name = resolveEntityType(resourceType);
  if (isEntityType(name)) return getEntityConfig(name).overviewPath === '/' ? undefined : name;
  const owners = allEntityConfigs().filter((config) => config.resourceType === resourceType);
  return owners.length === 1 ? owners[0]!.type : undefined;
}

/**
 * Where /redirect?resourceType&resourceId&commentId leads (spec 1 §2.11, §5): the entity's detail page with the
 * commentId, or the message of the first invalid part.
 */
export function redirectTarget(search: URLSearchParams): RedirectTarget {
  const resourceId = search.get('resourceId');
  if (!isId(resourceId)) return { error: 'redirect.invalidResourceId' };
  const commentId = search.get('commentId');
  if (commentId !== null && !isId(commentId)) return { error: 'redirect.invalidCommentId' };
  const type = entityTypeOf(search.get('resourceType') ?? '');
  if (!type) return { error: 'redirect.invalidResourceType' };
  const path = editPath(type, Number(resourceId));
  return { path: commentId ? `${path}?commentId=${commentId}` : path };
}
