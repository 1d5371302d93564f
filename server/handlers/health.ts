// Health and readiness (tag `health`): public, for load balancers and monitoring.
import { checkHealth } from '../services/health';
import { route, type Handlers } from './types';

export const healthHandlers: Handlers = {
  getHealth: route<'getHealth'>(async (request, reply) => {
    const health = await checkHealth(request.server.db);
    return reply.code(health.status === 'ok' ? 200 : 503).send(health);
  }),
};
