// The signed-in user's notifications (tag `notifications`): list, unread count, mark one, mark all. Another
// user's notification is not found (404), whatever its id.
import { HttpError } from '../http-error';
import { authOf } from '../plugins/auth';
import { paginationOf } from '../services/pagination';
import {
  listNotifications,
  markAllRead,
  setRead,
  toNotifications,
  unreadCount,
  type Owner,
} from '../services/notifications/queries';
import { route, type Handlers } from './types';

const ownerOf = (request: Parameters<typeof authOf>[0]): Owner => {
  const { user } = authOf(request);
  return { tenantId: user.tenantId, userId: user.id };
};

export const notificationsHandlers: Handlers = {
  // page and perPage always arrive: the contract gives them defaults and validation applies them.
  listNotifications: route<'listNotifications'>(async (request) => {
    const { page, perPage, include } = request.query;
    const owner = ownerOf(request);
    const { rows, total } = await listNotifications(
      request.server.db,
      owner,
      { type: request.query['filter[type]'], isRead: request.query['filter[isRead]'] },
      { page, perPage },
    );
    return {
      data: await toNotifications(request.server.db, owner.tenantId, rows, include === 'resource'),
      meta: { pagination: paginationOf(page, perPage, total, rows.length) },
    };
  }),

  getNotificationCount: route<'getNotificationCount'>(async (request) => ({
    data: { count: await unreadCount(request.server.db, ownerOf(request)) },
  })),

  updateNotification: route<'updateNotification'>(async (request) => {
    const owner = ownerOf(request);
    const row = await setRead(request.server.db, owner, request.params.id, request.body.isRead);
    if (!row) throw new HttpError(404, 'Not found.');
    const [data] = await toNotifications(request.server.db, owner.tenantId, [row], true);
    return { data: data! };
  }),

  markAllNotificationsRead: route<'markAllNotificationsRead'>(async (request) => {
    const owner = ownerOf(request);
    await markAllRead(request.server.db, owner);
    return { data: { count: await unreadCount(request.server.db, owner) } };
  }),
};
