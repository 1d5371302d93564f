// The tenant configuration (tag `tenants`).
import { HttpError } from '../http-error';
import { authOf } from '../plugins/auth';
import { publicOrigin } from '../services/public-origin';
import { loadTenant } from '../services/tenants';
import { route, type Handlers } from './types';

export const tenantsHandlers: Handlers = {
  getCurrentTenant: route<'getCurrentTenant'>(async (request) => {
    const { publicUrl, allowedHosts } = request.server;
    const origin = publicOrigin({ publicUrl, allowedHosts }, request);
    const tenant = await loadTenant(request.server.db, authOf(request).user.tenantId, origin);
    if (!tenant) throw new HttpError(404, 'Not found.');
    return { data: tenant };
  }),
};
