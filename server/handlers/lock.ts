// The edit lock (tag `lock`, spec 2 §4.4): acquire or renew (200, status locked), release with a timeout of 1 s
// or less (200, status unlocked), take over (200; the displaced tab is told over the socket at once), or 423 with
// the holder while another editing session holds it. 404 for an unknown resource, 422 for a resource type
// without an edit lock.
import type { LockHeldResponse } from '@generated/model';
import { HttpError, ValidationError } from '../http-error';
import { authOf } from '../plugins/auth';
import { editSessionOf } from '../plugins/edit-locks';
import { acquireLease, DEFAULT_LOCK_TIMEOUT_S, lockedMessage } from '../services/locks/edit-locks';
import { canonicalResourceType, findResource } from '../services/notifications/resources';
import { route, type Handlers } from './types';

export const lockHandlers: Handlers = {
  acquireLock: route<'acquireLock'>(async (request, reply) => {
    const { user } = authOf(request);
    const body = request.body;
    const resourceType = canonicalResourceType(body.resourceType);
    if (!resourceType) {
      throw new ValidationError({ resourceType: ['This resource type has no edit lock.'] });
    }
    const resource = { tenantId: user.tenantId, resourceType, resourceId: body.resourceId };
    if (!(await findResource(request.server.db, user.tenantId, resourceType, body.resourceId))) {
      throw new HttpError(404, 'Not found.');
    }
    const outcome = await acquireLease(request.server.db, resource, editSessionOf(request, body.sessionId), {
      timeoutS: body.timeout ?? DEFAULT_LOCK_TIMEOUT_S,
      takeOver: body.takeOver ?? false,
      now: request.server.now(),
    });
    if (outcome.kind === 'refused') {
      const answer: LockHeldResponse = {
        message: lockedMessage(outcome.lock.user?.name ?? 'Someone'),
        data: outcome.lock,
      };
      return reply.code(423).send(answer);
    }
    if (outcome.kind === 'takenOver') request.server.editLocks.tellTakenOver(outcome.displaced, outcome.lock);
    return reply.send({ data: outcome.lock });
  }),
};
