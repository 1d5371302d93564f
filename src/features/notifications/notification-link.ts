import type { Notification } from '@generated/model';
import { paths } from '@/entities/paths';

/**
 * Where a notification leads: through /redirect with its resource (a page by its page kind, e.g. `story`),
 * or nowhere when it has none.
 */
export function notificationLink(notification: Notification): string | undefined {
  const { resourceType, resourceId, resource, meta } = notification;
  if (!resourceType || resourceId === null) return undefined;
  const query = new URLSearchParams({
    resourceType: resourceType === 'page' && resource?.type ? resource.type : resourceType,
    resourceId: String(resourceId),
  });
  if (meta?.commentId) query.set('commentId', String(meta.commentId));
  return `${paths.redirect}?${query.toString()}`;
}
