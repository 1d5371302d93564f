// The home dashboard (spec 1 §2.6, §7): its layout, each widget's schema and each widget's rows. Only the
// main tenant has a dashboard; other tenants' homes are the bundle overview (403 here).
import type { FastifyRequest } from 'fastify';
import { homepageDashboard } from '../content-model/dashboard/homepage';
import { isWidgetName, widgetSchema } from '../content-model/dashboard/widgets';
import { HttpError } from '../http-error';
import { authOf } from '../plugins/auth';
import { widgetData } from '../services/dashboard/widget-data';
import { parseWidgetQuery } from '../services/dashboard/widget-query';
import { overviewContext } from '../services/entities/overview-context';
import { findTenantSummary } from '../services/tenants';
import { route, type Handlers } from './types';

/** The tenant key whose home is the dashboard (spec 1 §2.3). */
export const DASHBOARD_TENANT_KEY = 'flagship';

async function dashboardTenant(request: FastifyRequest) {
  const { user } = authOf(request);
  const tenant = await findTenantSummary(request.server.db, user.tenantId);
  if (!tenant || tenant.key !== DASHBOARD_TENANT_KEY) {
    throw new HttpError(403, 'This tenant has no dashboard.');
  }
  return tenant;
}

function widgetName(name: string) {
  if (!isWidgetName(name)) throw new HttpError(404, 'Not found.');
  return name;
}

export const dashboardHandlers: Handlers = {
  getDashboard: route<'getDashboard'>(async (request) => {
    await dashboardTenant(request);
    return { data: homepageDashboard };
  }),

  getWidgetSchema: route<'getWidgetSchema'>(async (request) => {
    const name = widgetName(request.params.name);
    const tenant = await dashboardTenant(request);
    const context = await overviewContext(request.server.db, tenant.id);
    return { data: widgetSchema(name, { ...context, mainAppId: tenant.mainAppId }) };
  }),

  getWidgetData: route<'getWidgetData'>(async (request) => {
    const name = widgetName(request.params.name);
    const { user } = authOf(request);
    const { rows, pagination } = await widgetData(
      request.server.db,
      name,
      parseWidgetQuery(request.query, user.tenantId),
    );
    return { data: rows, meta: { pagination } };
  }),
};
