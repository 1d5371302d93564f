// `POST {resources}/export` (and `/profiles/{type}/export`), for every type with an export call in the
// registry: the request is checked now (mode, ids, filters, sort), queued as a durable job and answered
// 204; the job (services/export-jobs.ts) makes the file from the same list the overview shows
// (listEntities) and mails it with a notification. A shared call exports the type(s) its type parameter
// names.
import { entityOperations, type EntityCall, type EntityOperationId } from '@generated/entity-operations';
import { sortableFields } from '../content-model/overview/schemas';
import { ValidationError } from '../http-error';
import { authOf } from '../plugins/auth';
import { parseListQuery, type EntityListQuery, type ListParams } from '../services/entities/query';
import { entityTypeConfig, type EntityType } from '../services/entities/types';
import { queueExport } from '../services/export-jobs';
import { checkExportFilters } from './export-filters';
import { narrowTypes } from './narrow-types';
import { route, type RequestOf } from './types';

type ExportRequestOf = RequestOf<EntityOperationId<'export'>>;

/**
 * The overview list parameters the export reads (the address filters, or the selected ids), checked now
 * so a bad request gets its 422 before the 204; the job parses them again when it runs.
 */
function exportParams(
  request: ExportRequestOf,
  type: EntityType,
  listPath?: string,
): { params: Record<string, unknown>; query: EntityListQuery } {
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
  const query = parseListQuery(params as ListParams, { tenantId: authOf(request).user.tenantId, sortable });
  return { params, query };
}

/** The export handler of `call`, serving `served` (one type, or the types sharing the call). */
export function exportHandler(call: EntityCall, served: readonly EntityType[]) {
  return route<EntityOperationId<'export'>>(async (request, reply) => {
    // A path type parameter (`/profiles/{type}/export`) picks one type before the query is read.
    const pathParams: Record<string, unknown> = Object(request.params);
    const named = call.typeParam?.in === 'path' ? pathParams[call.typeParam.name] : undefined;
    const candidates = narrowTypes(served, 'export', typeof named === 'string' ? named : undefined);
    const owner = candidates[0] ?? served[0]!;
    const { params, query } = exportParams(request, owner, entityOperations[owner].calls.list?.path);
    const types = narrowTypes(candidates, 'export', query.type);
    const { user } = authOf(request);
    await queueExport(request.server.db, request.server.jobRunner, {
      tenantId: user.tenantId,
      userId: user.id,
      owner,
      types: [...types],
      resource: entityTypeConfig(owner).exportFile,
      resourceType: types.length === 1 ? types[0] : undefined,
      params,
      request: request.body,
    });
    return reply.code(204).send();
  });
}
