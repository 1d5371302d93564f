// Colleagues and the current user's preferences: notification channels, colour scheme (tag `users`).
import { authOf } from '../plugins/auth';
import { paginationOf } from '../services/pagination';
import { searchUsers, toCurrentUser, toUserSummary, updatePreferences } from '../services/users';
import { route, type Handlers } from './types';

export const usersHandlers: Handlers = {
  // page and perPage always arrive: the contract gives them defaults and validation applies them.
  listUsers: route<'listUsers'>(async (request) => {
    const { page, perPage, 'f[term]': term } = request.query;
    const { user } = authOf(request);
    const { rows, total } = await searchUsers(request.server.db, user.tenantId, { term, page, perPage });
    return {
      data: rows.map(toUserSummary),
      meta: { pagination: paginationOf(page, perPage, total, rows.length) },
    };
  }),

  updateCurrentUserPreferences: route<'updateCurrentUserPreferences'>(async (request) => {
    const { notifyApp, notifyEmail } = request.body;
    const user = await updatePreferences(request.server.db, authOf(request).user.id, {
      notifyApp,
      notifyEmail,
    });
    // Sessions carry the user row: the next request reads the new preferences.
    await request.server.sessionCache.forgetUser(user.id);
    return { data: toCurrentUser(user) };
  }),

  updateCurrentUserColorScheme: route<'updateCurrentUserColorScheme'>(async (request) => {
    const user = await updatePreferences(request.server.db, authOf(request).user.id, {
      colorScheme: request.body.colorScheme,
    });
    await request.server.sessionCache.forgetUser(user.id);
    return { data: toCurrentUser(user) };
  }),
};
