// Thin list / get / delete handlers of one entity collection, generic over the entity type; each tag's
// handler file names its operationIds and the type(s) they serve.
import type { FastifyRequest } from 'fastify';
import type { ErrorMessage } from '../../generated/model';
import { sortableFields } from '../content-model/overview/schemas';
import { authOf } from '../plugins/auth';
import { DELETE_NOT_ALLOWED, deleteEntity } from '../services/entities/delete';
import { getEntity, listEntities } from '../services/entities/list';
import { parseListQuery, type EntityListQuery, type ListParams } from '../services/entities/query';
import { entityTypeConfig, type EntityType } from '../services/entities/types';
import { handler, type Handlers, type OperationHandler } from './types';

export interface CollectionOperations {
  /** The entity type, or for `/pages` a function choosing the page kinds from the query. */
  type: EntityType;
  types?: (query: EntityListQuery) => readonly EntityType[];
  /** All types a get/delete by id may find (pages: every kind). Default [type]. */
  anyOf?: readonly EntityType[];
  list?: string;
  get?: string;
  remove?: string;
}

/** Parses the list request of `type` (sortBy limited to its overview's sortable fields). */
export function listQueryOf(request: FastifyRequest<{ Querystring: ListParams }>, type: EntityType) {
  return parseListQuery(request.query, {
    tenantId: authOf(request).user.tenantId,
    sortable: sortableFields(type),
  });
}

const includeOf = (request: FastifyRequest<{ Querystring: { include?: string } }>) =>
  new Set(
    (request.query.include ?? '')
      .split(',')
      .map((i) => i.trim())
      .filter(Boolean),
  );

/** `{data, meta: {validation}}` for entity rows; media, tags and block types answer `{data}` only. */
const withMeta = (type: EntityType) => entityTypeConfig(type).store === 'entities';

/** 405 for deletes the product never allows (the contract declares them to say so). */
export const notAllowed: OperationHandler = async (_request, reply) =>
  reply.code(405).send({ message: DELETE_NOT_ALLOWED } satisfies ErrorMessage);

export function collectionHandlers(ops: CollectionOperations): Handlers {
  const anyOf = ops.anyOf ?? [ops.type];
  const result: Handlers = {};
  if (ops.list) {
    result[ops.list] = handler<{ Querystring: ListParams }>(async (request, reply) => {
      const query = listQueryOf(request, ops.type);
      const types = ops.types?.(query) ?? [ops.type];
      const { rows, pagination } = await listEntities(request.server.db, types, query);
      // Rows are built from the contract's types; sent as text, they skip the response serializer.
      const body = JSON.stringify({ data: rows, meta: { pagination } });
      return reply.type('application/json; charset=utf-8').send(body);
    });
  }
  if (ops.get) {
    result[ops.get] = handler<{ Params: { id: number }; Querystring: { include?: string } }>(
      async (request) => {
        const data = await getEntity(
          request.server.db,
          anyOf,
          authOf(request).user.tenantId,
          request.params.id,
          includeOf(request),
        );
        return withMeta(ops.type) ? { data, meta: { validation: {} } } : { data };
      },
    );
  }
  if (ops.remove) {
    const rule = entityTypeConfig(ops.type).deleteRule;
    result[ops.remove] =
      rule === 'never' || rule === 'none'
        ? notAllowed
        : handler<{ Params: { id: number } }>(async (request, reply) => {
            await deleteEntity(request.server.db, anyOf, authOf(request).user.tenantId, request.params.id);
            return reply.code(204).send();
          });
  }
  return result;
}
