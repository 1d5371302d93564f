// `POST /bulk-actions` and `GET /bulk-actions/{id}` (issue 29): the request is checked now — the shops and tags
// must be the tenant's, the filters those of the type's list call — and the selection resolved, then the work
// is queued as a job (services/bulk-actions) and answered 202; the job's progress and results are read back.
import { and, eq, inArray } from 'drizzle-orm';
import { entityOperations } from '@generated/entity-operations';
import type { ValidationErrors } from '@generated/model';
import { apps, tags } from '../db/schema';
import { sortableFields } from '../content-model/overview/schemas';
import { HttpError, ValidationError } from '../http-error';
import { authOf } from '../plugins/auth';
import { editSessionOf } from '../plugins/edit-locks';
import {
  findBulkAction,
  MAX_BULK_ITEMS,
  queueBulkAction,
  resolveSelection,
  toBulkAction,
} from '../services/bulk-actions/bulk-actions';
import { parseListQuery, type ListParams } from '../services/entities/query';
import { entityTypeConfig } from '../services/entities/types';
import { checkExportFilters } from './export-filters';
import { route, type Handlers } from './types';

const required = (name: string) => `The ${name} field is required.`;

export const bulkActionsHandlers: Handlers = {
  startBulkAction: route<'startBulkAction'>(async (request, reply) => {
    const { user } = authOf(request);
    const db = request.server.db;
    const body = request.body;
    const type = body.entityType;
    const config = entityTypeConfig(type);
    const errors: ValidationErrors = {};
    const appIds = [...new Set(body.appIds ?? [])];
    const tagIds = [...new Set(body.tagIds ?? [])];

    if ((body.action === 'publish' || body.action === 'unpublish') && config.publishLevel === 'appConfig') {
      if (appIds.length === 0) errors.appIds = [required('app ids')];
    }
    if (appIds.length) {
      const known = await db
        .select({ id: apps.id })
        .from(apps)
        .where(and(eq(apps.tenantId, user.tenantId), inArray(apps.id, appIds)));
      appIds.forEach((id, i) => {
        if (!known.some((app) => app.id === id))
          errors[`appIds.${i}`] = [`The selected appIds.${i} is invalid.`];
      });
    }
    if (body.action === 'addTags' || body.action === 'removeTags') {
      if (tagIds.length === 0) errors.tagIds = [required('tag ids')];
      const known = tagIds.length
        ? await db
            .select({ id: tags.id })
            .from(tags)
            .where(and(eq(tags.tenantId, user.tenantId), inArray(tags.id, tagIds)))
        : [];
      tagIds.forEach((id, i) => {
        if (!known.some((tag) => tag.id === id))
          errors[`tagIds.${i}`] = [`The selected tagIds.${i} is invalid.`];
      });
    }
    if (!body.ids && !body.filters) errors.ids = ['The ids field is required when filters is not present.'];
    if (Object.keys(errors).length) throw new ValidationError(errors);

    // The selection: the ids sent, or every row the overview's filters match (sorted as the overview sorts).
    const listPath = entityOperations[type].calls.list?.path;
    if (body.filters && listPath) checkExportFilters(listPath, body.filters);
    const params: Record<string, unknown> = { ...(body.filters ?? {}) };
    delete params.page;
    delete params.perPage;
    const sortable = sortableFields(type);
    if (typeof params.sortBy === 'string' && !sortable.includes(params.sortBy)) delete params.sortBy;
    if (params.sortDir !== 'asc' && params.sortDir !== 'desc') delete params.sortDir;
    const query = parseListQuery(params as ListParams, { tenantId: user.tenantId, sortable });
    const selection = await resolveSelection(db, type, query, body.ids);
    if (!body.ids && selection.total > MAX_BULK_ITEMS) {
      throw new ValidationError({
        filters: [
          `At most ${MAX_BULK_ITEMS} rows can be changed at once; ${selection.total} match these filters.`,
        ],
      });
    }
    if (selection.ids.length === 0) throw new ValidationError({ filters: ['No row matches these filters.'] });

    const row = await queueBulkAction(db, request.server.jobRunner, {
      tenantId: user.tenantId,
      userId: user.id,
      type,
      action: body.action,
      appIds,
      tagIds,
      holder: editSessionOf(request),
      query,
      itemIds: selection.ids,
      names: selection.names,
    });
    return reply.code(202).send({ data: toBulkAction(row) });
  }),

  getBulkAction: route<'getBulkAction'>(async (request) => {
    const { user } = authOf(request);
    const row = await findBulkAction(
      request.server.db,
      { tenantId: user.tenantId, userId: user.id },
      request.params.id,
    );
    if (!row) throw new HttpError(404, 'Not found.');
    return { data: toBulkAction(row) };
  }),
};
