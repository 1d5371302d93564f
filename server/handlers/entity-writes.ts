// The write roles of the entity registry, bound by entities.ts's FACTORIES like the read roles:
//   create          POST {collection}: 201 with the saved entity as GET answers it ({data, meta.validation}
//                   for entity rows, {data} for tags and tag groups)
//   update          PUT {collection}/{id}: 200 with the same; 409 VersionConflict on a stale version
//                   (media: name, focus, player options)
//   relationCounts  GET /tags/{id}/count, /tag-groups/{id}/count
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityCall, EntityOperationId } from '@generated/entity-operations';
import type { Entity, EntityUpdate } from '@generated/model';
import { authOf } from '../plugins/auth';
import { getEntity } from '../services/entities/list';
import { toMedia, updateMediaRow } from '../services/entities/media-store';
import { createEntity, type SaveActor } from '../services/entities/save';
import { saveEntityUpdate } from '../services/publishing/save-update';
import { validationOf } from '../services/entities/save-validation';
import { tagGroupRelationCounts, tagRelationCounts } from '../services/entities/tag-counts';
import { createTag, createTagGroup, updateTag, updateTagGroup } from '../services/entities/tag-write';
import { entityTypeConfig, type EntityType } from '../services/entities/types';
import { VersionConflictError } from '../services/entities/version-conflict';
import { typesOf } from './narrow-types';
import { withPublicApiUrl } from './public-api-url';
import { route, type OperationHandler } from './types';

type NotEntityRowUpdate = 'updateTag' | 'updateTagGroup' | 'updateMediaImage' | 'updateMediaVideo';

/** What the editor reads back after a save: every include of the wizard's fetch (spec 2 §7). */
const SAVED_INCLUDES = new Set([
  'appConfigs.contentElements',
  'appConfigs.preview',
  'appConfigs.seodata',
  'appConfigs.sourceCategories',
  'appConfigs.pages',
  'appConfigs.info.imagesByType',
  'appConfigs.videosByType',
  'videosByType',
  'parent',
  'tags',
  'createdByUser',
  'updatedByUser',
  'rootline',
]);

const actorOf = (request: FastifyRequest): SaveActor => {
  const { user } = authOf(request);
  return { tenantId: user.tenantId, userId: user.id };
};

/** Tells listeners (notifications) about a committed save of an entity row. */
function emitSaved(request: FastifyRequest, saved: { id: number; type: EntityType }, version: number) {
  const { tenantId, userId } = actorOf(request);
  request.server.domainEvents.emit({
    type: 'entity.saved',
    tenantId,
    actorId: userId,
    entityId: saved.id,
    entityType: saved.type,
    version,
    created: version === 1,
  });
}

/** The saved row as GET answers it, with its content-completeness problems (entity rows). */
async function savedAnswer(request: FastifyRequest, type: EntityType, id: number) {
  const data = await getEntity(request.server.db, type, authOf(request).user.tenantId, id, SAVED_INCLUDES);
  // SAVED_INCLUDES hold every form part, so the answer validates like a fetch.
  if (entityTypeConfig(type).store !== 'entities') return { data };
  const tenantId = authOf(request).user.tenantId;
  return {
    data: await withPublicApiUrl(request, type, data),
    meta: { validation: await validationOf(request.server.db, tenantId, data as Entity) },
  };
}

/** A store without saves (none of the contract's write calls lands here today). */
const notImplemented: OperationHandler = async (_request, reply) =>
  reply.code(501).send({ message: 'Not implemented yet' });

/** Runs a save; a stale version answers the contract's 409 body. */
export async function answering<T>(reply: FastifyReply, save: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof VersionConflictError) return reply.code(409).send(error.body);
    throw error;
  }
}

/**
 * An update of an entity row (PUT, and a restore of a kept version): keeps the replaced state in the history,
 * applies the payload's publish flags in the same transaction, tells the listeners, and answers the saved
 * entity — or 422 naming the shops whose publish was refused for content problems (their drafts are saved).
 */
export async function saveUpdate(
  request: FastifyRequest,
  reply: FastifyReply,
  types: readonly EntityType[],
  id: number,
  payload: EntityUpdate,
): Promise<FastifyReply> {
  const { saved, outcome } = await saveEntityUpdate(request.server, actorOf(request), types, id, payload);
  if (outcome && outcome.refused.appIds.length > 0) {
    // The draft is saved and the other shops are published; these shops were not.
    return reply.code(422).send({ message: 'The given data was invalid.', errors: outcome.refused.errors });
  }
  return reply.send(await savedAnswer(request, saved.type, saved.id));
}

function createHandler(call: EntityCall): OperationHandler {
  const types = typesOf(call);
  switch (entityTypeConfig(types[0]!).store) {
    case 'tags':
      return route<'createTag'>(async (request, reply) => {
        const id = await createTag(request.server.db, actorOf(request), request.body);
        return reply.code(201).send(await savedAnswer(request, 'tag', id));
      });
    case 'tag-groups':
      return route<'createTagGroup'>(async (request, reply) => {
        const id = await createTagGroup(request.server.db, actorOf(request), request.body);
        return reply.code(201).send(await savedAnswer(request, 'tag-group', id));
      });
    case 'entities':
      return route<Exclude<EntityOperationId<'create'>, 'createTag' | 'createTagGroup'>>(
        async (request, reply) => {
          const saved = await createEntity(request.server.db, types, actorOf(request), request.body);
          emitSaved(request, saved, 1);
          return reply.code(201).send(await savedAnswer(request, saved.type, saved.id));
        },
      );
    default:
      return notImplemented;
  }
}

function updateHandler(call: EntityCall): OperationHandler {
  const types = typesOf(call);
  const type = types[0]!;
  switch (entityTypeConfig(type).store) {
    case 'media':
      return route<'updateMediaImage' | 'updateMediaVideo'>(async (request, reply) =>
        answering(reply, async () => {
          const kind = type === 'video' ? 'video' : 'image';
          const row = await updateMediaRow(
            request.server.db,
            actorOf(request),
            kind,
            request.params.id,
            request.body,
          );
          return reply.send({ data: toMedia(row) });
        }),
      );
    case 'tags':
      return route<'updateTag'>(async (request, reply) =>
        answering(reply, async () => {
          const id = await updateTag(request.server.db, actorOf(request), request.params.id, request.body);
          return reply.send(await savedAnswer(request, 'tag', id));
        }),
      );
    case 'tag-groups':
      return route<'updateTagGroup'>(async (request, reply) =>
        answering(reply, async () => {
          const id = await updateTagGroup(
            request.server.db,
            actorOf(request),
            request.params.id,
            request.body,
          );
          return reply.send(await savedAnswer(request, 'tag-group', id));
        }),
      );
    case 'entities':
      return route<Exclude<EntityOperationId<'update'>, NotEntityRowUpdate>>(async (request, reply) =>
        answering(reply, async () => {
          return saveUpdate(request, reply, types, request.params.id, request.body);
        }),
      );
    default:
      return notImplemented;
  }
}

function relationCountsHandler(call: EntityCall): OperationHandler {
  const type = typesOf(call)[0];
  return route<'getTagRelationCounts' | 'getTagGroupRelationCounts'>(async (request) => {
    const tenantId = authOf(request).user.tenantId;
    const data =
      type === 'tag-group'
        ? await tagGroupRelationCounts(request.server.db, tenantId, request.params.id)
        : await tagRelationCounts(request.server.db, tenantId, request.params.id);
    return { data };
  });
}

/** The write roles' handler factories. */
export const WRITE_FACTORIES = {
  create: createHandler,
  update: updateHandler,
  relationCounts: relationCountsHandler,
};
