// One item of a bulk action, through the same service functions as the single-item action:
//   publish / unpublish   a save of the stored state with the chosen shops' publish flags (saveEntityUpdate, as
//                         the publish modal's save): a shop with content problems is refused with its messages
//   addTags / removeTags  a save with the changed tags (as the editor's save)
//   delete                deleteEntity / deleteMedia, as the DELETE handler (the type's delete rule decides)
// Before anything, the edit lock: an item another editing session holds is refused, never overwritten. Every
// refusal is the single-item action's own message; nothing is dropped silently.
import { eq } from 'drizzle-orm';
import type { BulkActionItem, BulkActionKind, EntityUpdate, ValidationErrors } from '@generated/model';
import type { Db } from '@server/db/client';
import { appConfigs } from '@server/db/schema';
import { HttpError, ValidationError } from '@server/http-error';
import type { DomainEvents } from '../domain-events';
import { findEntityRow } from '../entities/entity-store';
import type { SaveActor } from '../entities/save';
import { entityTypeConfig, type EntityType } from '../entities/types';
import { deleteEntity, deleteMedia } from '../entities/write';
import { leaseBlocking, lockedMessage, type LockHolder } from '../locks/edit-locks';
import { refuseDisallowedPublish } from '../publishing/publish';
import { saveEntityUpdate } from '../publishing/save-update';

export interface BulkItemDeps {
  db: Db;
  domainEvents: DomainEvents;
  now: () => Date;
}

export interface BulkItemTask {
  type: EntityType;
  action: BulkActionKind;
  actor: SaveActor;
  /** The editing session that asked: a lease of another session refuses the item. */
  holder: LockHolder;
  appIds: number[];
  tagIds: number[];
}

export const NOT_FOUND = 'Not found.';
export const noTagsMessage = (type: string) => `A ${type} has no tags.`;
export const NOT_IN_SHOPS = 'It has no configuration in the chosen shops.';
export const contentProblemsMessage = (shops: number) =>
  `Content problems in ${shops} ${shops === 1 ? 'shop' : 'shops'}.`;

const done = (id: number, name: string): BulkActionItem => ({
  id,
  name,
  outcome: 'done',
  message: null,
  errors: {},
  appIds: [],
});

const refused = (
  id: number,
  name: string,
  message: string,
  errors: ValidationErrors = {},
  appIds: number[] = [],
): BulkActionItem => ({ id, name, outcome: 'refused', message, errors, appIds });

/** Types whose editor has the tags field: the contract's `taggable` (tests check it against the forms). */
export const hasTags = (type: EntityType): boolean => entityTypeConfig(type).taggable;

/** The first message of a 422 (the single-item action would show them all: so does the item's `errors`). */
const firstMessage = (errors: ValidationErrors) =>
  Object.values(errors).flat()[0] ?? 'The given data was invalid.';

export async function applyToItem(
  deps: BulkItemDeps,
  task: BulkItemTask,
  id: number,
  knownName: string | undefined,
): Promise<BulkActionItem> {
  const config = entityTypeConfig(task.type);
  const name = knownName ?? `#${id}`;
  try {
    const lock = await leaseBlocking(
      deps.db,
      { tenantId: task.actor.tenantId, resourceType: config.resourceType, resourceId: id },
      task.holder,
      deps.now(),
    );
    if (lock) return refused(id, name, lockedMessage(lock.user?.name ?? 'Someone'));
    switch (task.action) {
      case 'delete':
        return await deleteItem(deps, task, id, name);
      case 'publish':
      case 'unpublish':
        return await publishItem(deps, task, id, name);
      case 'addTags':
      case 'removeTags':
        return await tagItem(deps, task, id, name);
    }
  } catch (error) {
    if (error instanceof ValidationError) return refused(id, name, firstMessage(error.errors), error.errors);
    if (error instanceof HttpError || (error instanceof Error && 'statusCode' in error)) {
      return refused(id, name, error.message);
    }
    throw error;
  }
}

async function deleteItem(deps: BulkItemDeps, task: BulkItemTask, id: number, name: string) {
  // As the DELETE handler: the item moves to the trash (its file stays until the purge), with its events.
  const actor = { userId: task.actor.userId, events: deps.domainEvents };
  if (entityTypeConfig(task.type).store === 'media') {
    await deleteMedia(deps.db, task.actor.tenantId, id, actor);
  } else {
    await deleteEntity(deps.db, [task.type], task.actor.tenantId, id, actor);
  }
  return done(id, name);
}

/** The stored entity's version, name and shop configs: a save payload that changes nothing by itself. */
async function basePayload(deps: BulkItemDeps, task: BulkItemTask, id: number) {
  const row = await findEntityRow(deps.db, task.actor.tenantId, [task.type], id);
  if (!row) throw new HttpError(404, NOT_FOUND);
  const configs = await deps.db
    .select({ id: appConfigs.id, appId: appConfigs.appId })
    .from(appConfigs)
    .where(eq(appConfigs.entityId, id));
  const payload: EntityUpdate = {
    version: row.version,
    internalName: row.internalName,
    appConfigs: configs.map((config) => ({ id: config.id, appId: config.appId })),
  };
  return { row, payload };
}

async function publishItem(deps: BulkItemDeps, task: BulkItemTask, id: number, name: string) {
  const publish = task.action === 'publish';
  const level = entityTypeConfig(task.type).publishLevel;
  // A type that never publishes refuses with the single save's message, before anything is read.
  refuseDisallowedPublish(task.type, {
    version: 1,
    internalName: name,
    appConfigs: [],
    isPublished: publish,
  });
  if (entityTypeConfig(task.type).store !== 'entities' || level === 'none') {
    return refused(id, name, `A ${task.type} cannot be published.`);
  }
  const { payload } = await basePayload(deps, task, id);
  if (level === 'entity') {
    payload.isPublished = publish;
  } else {
    const chosen = new Set(task.appIds);
    let any = false;
    payload.appConfigs = payload.appConfigs.map((config) => {
      if (!chosen.has(config.appId)) return config;
      any = true;
      return { ...config, isPublished: publish };
    });
    if (!any) return refused(id, name, NOT_IN_SHOPS);
  }
  const { outcome } = await saveEntityUpdate(deps, task.actor, [task.type], id, payload);
  if (outcome && outcome.refused.appIds.length > 0) {
    return refused(
      id,
      name,
      contentProblemsMessage(outcome.refused.appIds.length),
      outcome.refused.errors,
      outcome.refused.appIds,
    );
  }
  return done(id, name);
}

async function tagItem(deps: BulkItemDeps, task: BulkItemTask, id: number, name: string) {
  if (!hasTags(task.type)) return refused(id, name, noTagsMessage(task.type));
  const { row, payload } = await basePayload(deps, task, id);
  const current = row.tagIds ?? [];
  const next =
    task.action === 'addTags'
      ? [...new Set([...current, ...task.tagIds])]
      : current.filter((tagId) => !task.tagIds.includes(tagId));
  // Nothing to change: no save, no new version.
  if (next.length === current.length && next.every((tagId, i) => tagId === current[i])) return done(id, name);
  await saveEntityUpdate(deps, task.actor, [task.type], id, {
    ...payload,
    tags: next.map((tagId) => ({ id: tagId })),
  });
  return done(id, name);
}
