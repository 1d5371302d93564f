// Colleagues and the current user's preferences (tag `users`).
import type { CurrentUserResponse, ListUsersParams, UserList, UserPreferences } from '../../generated/model';
import { authOf } from '../plugins/auth';
import { paginationOf } from '../services/pagination';
import { searchUsers, toCurrentUser, toUserSummary, updatePreferences } from '../services/users';
import { handler, type Handlers } from './types';

export const usersHandlers: Handlers = {
  // page and perPage always arrive: the contract gives them defaults and validation applies them.
  listUsers: handler<{ Querystring: Required<Pick<ListUsersParams, 'page' | 'perPage'>> & ListUsersParams }>(
    async (request): Promise<UserList> => {
      const { page, perPage, 'f[term]': term } = request.query;
      const { user } = authOf(request);
      const { rows, total } = await searchUsers(request.server.db, user.tenantId, { term, page, perPage });
      return {
        data: rows.map(toUserSummary),
        meta: { pagination: paginationOf(page, perPage, total, rows.length) },
      };
    },
  ),

  updateCurrentUserPreferences: handler<{ Body: UserPreferences }>(
    async (request): Promise<CurrentUserResponse> => {
      const { notifyApp, notifyEmail } = request.body;
      const user = await updatePreferences(request.server.db, authOf(request).user.id, {
        notifyApp,
        notifyEmail,
      });
      return { data: toCurrentUser(user) };
    },
  ),
};
