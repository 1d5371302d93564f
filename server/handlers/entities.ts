// One generic module serves every entity collection: for each entity type of the registry
// (generated/entity-operations.ts) it binds the handler of each role — list, get, delete, export, overview
// schema, and the write roles of entity-writes.ts (create, update, relationCounts) — to the operationId the
// contract names. A call several types share (`/pages`, `DELETE /media/{id}`,
// `/profiles/{type}/export`) is bound once and narrowed to the type(s) its request names. Roles without a
// handler here (upload, streamCount, formFields) are bound elsewhere or answer 501 (plugins/routes.ts).
import type { FastifyRequest } from 'fastify';
import type { EntityCall, EntityOperationId, EntityOperationRole } from '@generated/entity-operations';
import type { Entity, ErrorMessage } from '@generated/model';
import { overviewSchemaOf, sortableFields } from '../content-model/overview/schemas';
import { HttpError } from '../http-error';
import { authOf } from '../plugins/auth';
import { DELETE_NOT_ALLOWED, deleteEntity, deleteMedia } from '../services/entities/write';
import { getEntity, getEntityWithForm, listEntities } from '../services/entities/list';
import { listQueryKey } from '../services/entities/list-cache';
import { validationOf } from '../services/entities/save-validation';
import { overviewContext } from '../services/entities/overview-context';
import { parseListQuery, type EntityListQuery, type ListParams } from '../services/entities/query';
import {
  allEntityTypeConfigs,
  entityTypeConfig,
  typeByPlural,
  type EntityType,
} from '../services/entities/types';
import { WRITE_FACTORIES } from './entity-writes';
import { exportHandler } from './exports';
import { narrowTypes, typesOf } from './narrow-types';
import { withPublicApiUrl } from './public-api-url';
import { route, type Handlers, type OperationHandler } from './types';

/** Parses the list request of `type` (sortBy limited to its overview's sortable fields). */
function listQueryOf(request: FastifyRequest<{ Querystring: ListParams }>, type: EntityType) {
  return parseListQuery(request.query, {
    tenantId: authOf(request).user.tenantId,
    sortable: sortableFields(type),
  });
}

const includeOf = (include: string | undefined) =>
  new Set(
    (include ?? '')
      .split(',')
      .map((i) => i.trim())
      .filter(Boolean),
  );

/** `{data, meta: {validation}}` for entity rows; media, tags and block types answer `{data}` only. */
const withMeta = (type: EntityType) => entityTypeConfig(type).store === 'entities';

/** 405 for operations the product never allows (the contract declares them to say so). */
const notAllowed: OperationHandler = async (_request, reply) =>
  reply.code(405).send({ message: DELETE_NOT_ALLOWED } satisfies ErrorMessage);

function listHandler(call: EntityCall) {
  const types = typesOf(call);
  return route<EntityOperationId<'list'>>(async (request, reply) => {
    const query: EntityListQuery = listQueryOf(request, types[0]!);
    const listed = narrowTypes(types, 'list', query.type);
    const { db, listCache } = request.server;
    // Rows are built from the contract's types; sent as text, they skip the response serializer.
    const build = async () => {
      const { rows, pagination } = await listEntities(db, listed, query);
      return JSON.stringify({ data: rows, meta: { pagination } });
    };
    // The answer depends on the tenant and the query only (not on who of the tenant asks); the session and
    // permission checks ran before this handler, on every request.
    const body = listCache
      ? await listCache.answer(db, query.tenantId, listQueryKey(call.operationId, listed, query), build)
      : await build();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}

function getHandler(call: EntityCall) {
  const types = typesOf(call);
  return route<EntityOperationId<'get'>>(async (request, reply) => {
    const query: { include?: string } = request.query ?? {};
    const tenantId = authOf(request).user.tenantId;
    const include = includeOf(query.include);
    if (!withMeta(types[0]!)) {
      return reply.send({
        data: await getEntity(request.server.db, types, tenantId, request.params.id, include),
      });
    }
    const { data, full } = await getEntityWithForm(
      request.server.db,
      types,
      tenantId,
      request.params.id,
      include,
    );
    const validation = await validationOf(request.server.db, tenantId, full as Entity);
    // The row is built by the store from the contract's types of this collection.
    return reply.send({
      data: await withPublicApiUrl(request, types[0]!, data, full as Entity),
      meta: { validation },
    });
  });
}

function deleteHandler(call: EntityCall) {
  const types = typesOf(call);
  if (call.notAllowed) return notAllowed;
  const config = entityTypeConfig(types[0]!);
  if (config.store === 'media') {
    return route<EntityOperationId<'delete'>>(async (request, reply) => {
      const { user } = authOf(request);
      // The file stays while the item is in the trash; the purge removes it (services/trash).
      await deleteMedia(request.server.db, user.tenantId, request.params.id, {
        userId: user.id,
        events: request.server.domainEvents,
      });
      return reply.code(204).send();
    });
  }
  return route<EntityOperationId<'delete'>>(async (request, reply) => {
    const { user } = authOf(request);
    await deleteEntity(request.server.db, types, user.tenantId, request.params.id, {
      userId: user.id,
      events: request.server.domainEvents,
    });
    return reply.code(204).send();
  });
}

const overviewSchemaHandler = route<EntityOperationId<'overviewSchema'>>(async (request) => {
  const params = request.params;
  const config = typeByPlural(
    params.entityPlural,
    'resourcePlural' in params ? params.resourcePlural : undefined,
  );
  if (!config) throw new HttpError(404, 'Not found.');
  const context = await overviewContext(request.server.db, authOf(request).user.tenantId);
  return { data: overviewSchemaOf(config.type, context) };
});

const FACTORIES: Partial<Record<EntityOperationRole, (call: EntityCall) => OperationHandler>> = {
  list: listHandler,
  get: getHandler,
  delete: deleteHandler,
  export: (call) => exportHandler(call, typesOf(call)),
  overviewSchema: () => overviewSchemaHandler,
  ...WRITE_FACTORIES,
};

/** Every entity operation of the registry with its generic handler, bound once per operationId. */
function entityHandlers(): Handlers {
  const result: Record<string, OperationHandler> = {};
  for (const config of allEntityTypeConfigs()) {
    for (const [role, call] of Object.entries(config.calls) as [EntityOperationRole, EntityCall][]) {
      const factory = FACTORIES[role];
      if (factory && !result[call.operationId]) result[call.operationId] = factory(call);
    }
  }
  return result;
}

export const entitiesHandlers = entityHandlers();
