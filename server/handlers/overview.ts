// Overview schemas (tag `overview`): GET /overview/{entityPlural} and
// GET /overview/{resourcePlural}/{entityPlural} (when the resource type differs from the entity).
import type { OverviewSchemaResponse } from '../../generated/model';
import { overviewSchemaOf } from '../content-model/overview/schemas';
import { HttpError } from '../http-error';
import { authOf } from '../plugins/auth';
import { overviewContext } from '../services/entities/overview-context';
import { typeByPlural } from '../services/entities/types';
import { handler } from './types';

const answer = async (
  request: Parameters<Parameters<typeof handler>[0]>[0],
  entityPlural: string,
  resourcePlural?: string,
): Promise<OverviewSchemaResponse> => {
  const config = typeByPlural(entityPlural, resourcePlural);
  if (!config) throw new HttpError(404, 'Not found.');
  const context = await overviewContext(request.server.db, authOf(request).user.tenantId);
  return { data: overviewSchemaOf(config.type, context) };
};

export const overviewHandlers = {
  getOverviewSchema: handler<{ Params: { entityPlural: string } }>((request) =>
    answer(request, request.params.entityPlural),
  ),
  getResourceOverviewSchema: handler<{ Params: { resourcePlural: string; entityPlural: string } }>(
    (request) => answer(request, request.params.entityPlural, request.params.resourcePlural),
  ),
};
