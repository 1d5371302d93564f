// Watchers of a resource (tag `watchers`): any user adds any user of the tenant (twice keeps one entry:
// 200 with it), only the watching user removes their own entry (403 otherwise).
import { authOf } from '../plugins/auth';
import { addWatcher, listWatchers, removeWatcher } from '../services/watchers';
import { route, type Handlers } from './types';

export const watchersHandlers: Handlers = {
  listWatchers: route<'listWatchers'>(async (request) => {
    const { user } = authOf(request);
    const data = await listWatchers(
      request.server.db,
      user.tenantId,
      {
        resourceType: request.query['filter[resourceType]'],
        resourceId: request.query['filter[resourceId]'],
      },
      request.query.include === 'user',
    );
    return { data, meta: { total: data.length } };
  }),

  createWatcher: route<'createWatcher'>(async (request, reply) => {
    const { user } = authOf(request);
    const { watcher, created } = await addWatcher(request.server.db, user.tenantId, request.body);
    return reply.code(created ? 201 : 200).send({ data: watcher });
  }),

  deleteWatcher: route<'deleteWatcher'>(async (request, reply) => {
    const { user } = authOf(request);
    await removeWatcher(request.server.db, { tenantId: user.tenantId, userId: user.id }, request.params.id);
    return reply.code(204).send();
  }),
};
