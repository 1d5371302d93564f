// All handlers by operationId. A new tag's handlers are added here; operations of the contract that
// have none yet answer 501 (see plugins/routes.ts).
import { authHandlers } from './auth';
import { catalogueHandlers } from './catalogue';
import { tenantsHandlers } from './tenants';
import { exportsHandlers } from './exports';
import { productsHandlers } from './products';
import type { Handlers } from './types';
import { uploadsHandlers } from './uploads';
import { usersHandlers } from './users';

export const handlers: Handlers = {
  ...authHandlers,
  ...usersHandlers,
  ...tenantsHandlers,
  ...uploadsHandlers,
  ...productsHandlers,
  ...exportsHandlers,
  ...catalogueHandlers,
};
