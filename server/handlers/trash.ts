// The trash (tag `trash`, services/trash): a type's deleted items, restore and delete permanently.
import { authOf } from '../plugins/auth';
import { paginationOf } from '../services/pagination';
import { listTrash, purgeFromTrash, restoreFromTrash } from '../services/trash/trash';
import { route, type Handlers } from './types';

const DEFAULT_PER_PAGE = 20;

const idsOf = (text: string | undefined) =>
  text === undefined
    ? undefined
    : text
        .split(',')
        .map((id) => Number(id.trim()))
        .filter((id) => Number.isInteger(id) && id > 0);

export const trashHandlers: Handlers = {
  listTrash: route<'listTrash'>(async (request) => {
    const { user } = authOf(request);
    const page = request.query.page ?? 1;
    const perPage = request.query.perPage ?? DEFAULT_PER_PAGE;
    const { items, total } = await listTrash(
      request.server.db,
      user.tenantId,
      request.params.entityType,
      { page, perPage, ids: idsOf(request.query['f[ids]']) },
      request.server.trashRetentionDays,
    );
    return { data: items, meta: { pagination: paginationOf(page, perPage, total, items.length) } };
  }),

  restoreFromTrash: route<'restoreFromTrash'>(async (request, reply) => {
    const { user } = authOf(request);
    await restoreFromTrash(request.server.db, user.tenantId, request.params.entityType, request.params.id, {
      userId: user.id,
      events: request.server.domainEvents,
    });
    return reply.code(204).send();
  }),

  purgeFromTrash: route<'purgeFromTrash'>(async (request, reply) => {
    const { user } = authOf(request);
    await purgeFromTrash(
      request.server.db,
      request.server.files,
      user.tenantId,
      request.params.entityType,
      request.params.id,
      { userId: user.id, events: request.server.domainEvents },
    );
    return reply.code(204).send();
  }),
};
