// GET /client-config (tag `health`, no token): the installation's settings the back office reads at start.
import type { ClientConfigResponse } from '@generated/model';
import { route, type Handlers } from './types';

export const clientConfigHandlers: Handlers = {
  getClientConfig: route<'getClientConfig'>(async (request) => {
    const answer: ClientConfigResponse = { data: { monitoringDsn: request.server.monitoringDsn ?? null } };
    return answer;
  }),
};
