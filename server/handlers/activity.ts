// The activity log (tag `activity`): GET /activity, the signed-in user's tenant only.
import { authOf } from '../plugins/auth';
import { listActivity } from '../services/activity/feed';
import { route, type Handlers } from './types';

export const activityHandlers: Handlers = {
  listActivity: route<'listActivity'>(async (request) =>
    listActivity(request.server.db, authOf(request).user.tenantId, request.query),
  ),
};
