// GET /form-fields/{entityPlural} and /form-fields/{resourcePlural}/{entityPlural}: the wizard's steps of
// one entity type (server/content-model/forms). The tag form offers the tenant's tag groups.
import { formSchemaOf } from '../content-model/forms';
import { HttpError } from '../http-error';
import { authOf } from '../plugins/auth';
import { overviewContext } from '../services/entities/overview-context';
import { typeByPlural } from '../services/entities/types';
import { route, type Handlers } from './types';

const formFields = route<'getFormFields' | 'getResourceFormFields'>(async (request) => {
  const params = request.params;
  const config = typeByPlural(
    params.entityPlural,
    'resourcePlural' in params ? params.resourcePlural : undefined,
  );
  if (!config) throw new HttpError(404, 'Not found.');
  if (config.type !== 'tag') return formSchemaOf(config.type);
  return formSchemaOf('tag', await overviewContext(request.server.db, authOf(request).user.tenantId));
});

export const formFieldsHandlers: Handlers = {
  getFormFields: formFields,
  getResourceFormFields: formFields,
};
