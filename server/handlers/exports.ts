// `POST {resources}/export` (and `/profiles/{type}/export`), for every type with an export call in the
// registry: the request is checked now (mode, ids, filters, sort), answered 204, and the file is made in the
// background (services/export.ts) from the same list the overview shows (listEntities), then mailed with a
// notification. A shared call exports the type(s) its type parameter names.
import { entityOperations, type EntityCall, type EntityOperationId } from '../../generated/entity-operations';
import { sortableFields } from '../content-model/overview/schemas';
import { ValidationError } from '../http-error';
import { authOf } from '../plugins/auth';
import { listEntities } from '../services/entities/list';
import { parseListQuery, type EntityListQuery, type ListParams } from '../services/entities/query';
import { entityTypeConfig, type EntityType } from '../services/entities/types';
import { startExport } from '../services/export';
import { checkExportFilters } from './export-filters';
import { narrowTypes } from './narrow-types';
import { route, type RequestOf } from './types';

type ExportRequestOf = RequestOf<EntityOperationId<'export'>>;

/** The overview list query the export reads: the address filters, or the selected ids. */
function exportQuery(request: ExportRequestOf, type: EntityType, listPath?: string): EntityListQuery {
  const body = request.body;
  if (listPath) checkExportFilters(listPath, body.filters);
  if (body.mode === 'selected' && !body.ids?.length) {
    throw new ValidationError({ ids: ['The ids field is required when mode is selected.'] });
  }
  const params: Record<string, unknown> = { ...body.filters, ...(request.query ?? {}) };
  // Paging belongs to the screen, not to the export.
  delete params.page;
  delete params.perPage;
  if (body.mode === 'selected') params['f[ids]'] = body.ids!.join(',');
  if (body.include) params.include = body.include;
  const sortable = sortableFields(type);
  if (typeof params.sortBy === 'string' && !sortable.includes(params.sortBy)) delete params.sortBy;
  if (params.sortDir !== 'asc' && params.sortDir !== 'desc') delete params.sortDir;
  return parseListQuery(params as ListParams, { tenantId: authOf(request).user.tenantId, sortable });
}

/** The export handler of `call`, serving `served` (one type, or the types sharing the call). */
export function exportHandler(call: EntityCall, served: readonly EntityType[]) {
  return route<EntityOperationId<'export'>>(async (request, reply) => {
    // A path type parameter (`/profiles/{type}/export`) picks one type before the query is read.
    const pathParams: Record<string, unknown> = Object(request.params);
    const named = call.typeParam?.in === 'path' ? pathParams[call.typeParam.name] : undefined;
    const candidates = narrowTypes(served, 'export', typeof named === 'string' ? named : undefined);
    const owner = candidates[0] ?? served[0]!;
    const query = exportQuery(request, owner, entityOperations[owner].calls.list?.path);
    const types = narrowTypes(candidates, 'export', query.type);
    const { user } = authOf(request);
    const { db, mailer, jobs, log } = request.server;
    startExport(
      jobs,
      { db, mailer, log },
      {
        tenantId: user.tenantId,
        user: { id: user.id, name: user.name, email: user.email },
        resource: entityTypeConfig(owner).exportFile,
        resourceType: types.length === 1 ? types[0] : undefined,
        request: request.body,
        fetchPage: async (page, perPage) => {
          const { rows, total } = await listEntities(db, types, { ...query, page, perPage });
          return { rows, total };
        },
      },
    );
    return reply.code(204).send();
  });
}
