// Comments of an entity (tag `comments`): list with meta.total, create (mentions notify through the
// notification service), delete own (soft, 403 otherwise). See services/comments.
import { authOf } from '../plugins/auth';
import { createComment, deleteComment, listComments } from '../services/comments/comments';
import { route, type Handlers } from './types';

export const commentsHandlers: Handlers = {
  listComments: route<'listComments'>(async (request) => {
    const { user } = authOf(request);
    return listComments(request.server.db, user.tenantId, {
      resourceType: request.query['filter[resourceType]'],
      resourceId: request.query['filter[resourceId]'],
    });
  }),

  createComment: route<'createComment'>(async (request, reply) => {
    const { user } = authOf(request);
    const { comment, notifications } = await createComment(
      request.server.db,
      { tenantId: user.tenantId, userId: user.id },
      request.body,
    );
    // The comment is committed; a failing delivery is logged by the service and never fails the answer.
    await request.server.notifications
      .deliver(notifications)
      .catch((error: unknown) => request.log.error({ err: error }, 'mention notifications failed'));
    return reply.code(201).send({ data: comment });
  }),

  deleteComment: route<'deleteComment'>(async (request, reply) => {
    const { user } = authOf(request);
    await deleteComment(
      request.server.db,
      { tenantId: user.tenantId, userId: user.id },
      request.params.id,
      request.server.now(),
    );
    return reply.code(204).send();
  }),
};
