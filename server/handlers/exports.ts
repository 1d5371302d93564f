// `POST {resources}/export` (and `/profiles/{type}/export`): the request is checked now (mode, ids,
// filters, sort), answered 204, and the file is made in the background (services/export.ts) from the
// same list the overview shows (listEntities), then mailed with a notification.
import type { FastifyRequest } from 'fastify';
import type { ExportRequest } from '../../generated/model';
import { sortableFields } from '../content-model/overview/schemas';
import { ValidationError } from '../http-error';
import { authOf } from '../plugins/auth';
import { listEntities } from '../services/entities/list';
import { parseListQuery, type EntityListQuery, type ListParams } from '../services/entities/query';
import { isPageKind, PAGE_KINDS, type EntityType } from '../services/entities/types';
import { startExport } from '../services/export';
import { handler, type Handlers } from './types';

interface ExportTarget {
  /** File name and texts. */
  resource: string;
  /** The type whose overview (sortable fields) the filters belong to. */
  type: EntityType;
  types?: (query: EntityListQuery) => readonly EntityType[];
}

type ExportRoute = {
  Body: ExportRequest;
  Querystring: Record<string, string | undefined>;
  Params: { type?: string };
};

/** The overview list query the export reads: the address filters, or the selected ids. */
function exportQuery(request: FastifyRequest<ExportRoute>, target: ExportTarget): EntityListQuery {
  const body = request.body;
  if (body.mode === 'selected' && !body.ids?.length) {
    throw new ValidationError({ ids: ['The ids field is required when mode is selected.'] });
  }
  const params: Record<string, unknown> = { ...body.filters, ...request.query };
  // Paging belongs to the screen, not to the export.
  delete params.page;
  delete params.perPage;
  if (body.mode === 'selected') params['f[ids]'] = body.ids!.join(',');
  if (body.include) params.include = body.include;
  const sortable = sortableFields(target.type);
  if (typeof params.sortBy === 'string' && !sortable.includes(params.sortBy)) delete params.sortBy;
  if (params.sortDir !== 'asc' && params.sortDir !== 'desc') delete params.sortDir;
  return parseListQuery(params as ListParams, { tenantId: authOf(request).user.tenantId, sortable });
}

function exportHandler(target: ExportTarget | ((request: FastifyRequest<ExportRoute>) => ExportTarget)) {
  return handler<ExportRoute>(async (request, reply) => {
    const chosen = typeof target === 'function' ? target(request) : target;
    const query = exportQuery(request, chosen);
    const { user } = authOf(request);
    const { db, mailer, jobs, log } = request.server;
    const types = chosen.types?.(query) ?? [chosen.type];
    startExport(
      jobs,
      { db, mailer, log },
      {
        tenantId: user.tenantId,
        user: { id: user.id, name: user.name, email: user.email },
        resource: chosen.resource,
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

const simple = (resource: string, type: EntityType) => exportHandler({ resource, type });

export const exportsHandlers: Handlers = {
  exportBundles: simple('bundles', 'bundle'),
  exportCategories: simple('categories', 'category'),
  exportClusters: simple('clusters', 'cluster'),
  exportTeasers: simple('teasers', 'teaser'),
  exportBrandDiscoveries: simple('brand-discoveries', 'brand-discovery'),
  exportHighlights: simple('highlights', 'highlight'),
  exportCustomPages: simple('custom-pages', 'custom-page'),
  exportTags: simple('tags', 'tag'),
  exportTagGroups: simple('tag-groups', 'tag-group'),
  exportPages: exportHandler({
    resource: 'pages',
    type: 'story',
    types: (query) => (query.type === undefined ? PAGE_KINDS : isPageKind(query.type) ? [query.type] : []),
  }),
  exportProfiles: exportHandler((request) =>
    request.params.type === 'idol'
      ? { resource: 'idol-profiles', type: 'profile-idol' }
      : { resource: 'brand-profiles', type: 'profile-brand' },
  ),
};
