// All handlers by operationId. A new tag's handlers are added here; operations of the contract that
// have none yet answer 501 (see plugins/routes.ts). Entity collections are served by one generic module
// (entities.ts) from the registry in generated/entity-operations.ts.
import { activityHandlers } from './activity';
import { authHandlers } from './auth';
import { bulkActionsHandlers } from './bulk-actions';
import { clientConfigHandlers } from './client-config';
import { commentsHandlers } from './comments';
import { contentHandlers } from './content';
import { dashboardHandlers } from './dashboard';
import { entitiesHandlers } from './entities';
import { formFieldsHandlers } from './form-fields';
import { healthHandlers } from './health';
import { lockHandlers } from './lock';
import { notificationsHandlers } from './notifications';
import { previewHandlers } from './preview';
import { productsHandlers } from './products';
import { publicHandlers } from './public';
import { reportsHandlers } from './reports';
import { searchHandlers } from './search';
import { tenantsHandlers } from './tenants';
import { translationsHandlers } from './translations';
import { trashHandlers } from './trash';
import type { Handlers } from './types';
import { uploadsHandlers } from './uploads';
import { usersHandlers } from './users';
import { versionsHandlers } from './versions';
import { watchersHandlers } from './watchers';

export const handlers: Handlers = {
  ...authHandlers,
  ...usersHandlers,
  ...tenantsHandlers,
  ...uploadsHandlers,
  ...productsHandlers,
  ...entitiesHandlers,
  ...formFieldsHandlers,
  ...contentHandlers,
  ...dashboardHandlers,
  ...reportsHandlers,
  ...healthHandlers,
  ...clientConfigHandlers,
  ...notificationsHandlers,
  ...watchersHandlers,
  ...versionsHandlers,
  ...publicHandlers,
  ...previewHandlers,
  ...lockHandlers,
  ...commentsHandlers,
  ...translationsHandlers,
  ...activityHandlers,
  ...searchHandlers,
  ...trashHandlers,
  // --- bulk ---
  ...bulkActionsHandlers,
};
