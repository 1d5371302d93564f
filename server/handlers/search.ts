// Search everywhere (tag `search`): the command palette's matches across every type of the signed-in user's
// tenant (services/search).
import { authOf } from '../plugins/auth';
import { searchEverywhere } from '../services/search/search-everywhere';
import { route, type Handlers } from './types';

export const searchHandlers: Handlers = {
  searchEverywhere: route<'searchEverywhere'>(async (request) => {
    const { user } = authOf(request);
    const data = await searchEverywhere(request.server.db, {
      tenantId: user.tenantId,
      q: request.query.q,
      limit: request.query.limit,
    });
    return { data };
  }),
};
