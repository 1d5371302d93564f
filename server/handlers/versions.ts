// The history of an entity (tag `versions`): the kept states newest first under the current state, one with its data, and restore —
// a new save of the kept content (the publish flags stay as they are) through the same update path as PUT,
// so it is itself kept, checks the version (409) and answers like a save.
import type { EntityUpdate } from '@generated/model';
import { HttpError } from '../http-error';
import { authOf } from '../plugins/auth';
import { findEntityRow } from '../services/entities/entity-store';
import { entityTypeConfig, type EntityType } from '../services/entities/types';
import { currentState, findVersion, listVersions } from '../services/versions/versions';
import { answering, saveUpdate } from './entity-writes';
import { route, type Handlers } from './types';

/** 404 unless the entity row exists in the tenant (only entity rows keep versions). */
async function existing(
  db: Parameters<typeof findEntityRow>[0],
  tenantId: number,
  type: EntityType,
  id: number,
) {
  if (entityTypeConfig(type).store !== 'entities') throw new HttpError(404, 'Not found.');
  const row = await findEntityRow(db, tenantId, [type], id);
  if (!row) throw new HttpError(404, 'Not found.');
  return row;
}

/** The kept data as a save payload: without publish flags (a restore never publishes). */
function restorePayload(data: Record<string, unknown>, version: number): EntityUpdate {
  const { isPublished: _entityFlag, ...rest } = data;
  const configs = Array.isArray(rest.appConfigs) ? (rest.appConfigs as Record<string, unknown>[]) : [];
  return {
    ...rest,
    appConfigs: configs.map(({ isPublished: _flag, ...config }) => config),
    version,
  } as unknown as EntityUpdate;
}

export const versionsHandlers: Handlers = {
  listVersions: route<'listVersions'>(async (request) => {
    const { user } = authOf(request);
    const { entityType, id } = request.params;
    await existing(request.server.db, user.tenantId, entityType, id);
    const current = await currentState(request.server.db, [entityType], user.tenantId, id);
    if (!current) throw new HttpError(404, 'Not found.');
    return { data: await listVersions(request.server.db, user.tenantId, id), current };
  }),

  getVersion: route<'getVersion'>(async (request) => {
    const { user } = authOf(request);
    const { entityType, id, versionId } = request.params;
    await existing(request.server.db, user.tenantId, entityType, id);
    const version = await findVersion(request.server.db, user.tenantId, id, versionId);
    if (!version) throw new HttpError(404, 'Not found.');
    return { data: version };
  }),

  restoreVersion: route<'restoreVersion'>(async (request, reply) => {
    const { user } = authOf(request);
    const { entityType, id, versionId } = request.params;
    await existing(request.server.db, user.tenantId, entityType, id);
    const version = await findVersion(request.server.db, user.tenantId, id, versionId);
    if (!version?.data) throw new HttpError(404, 'Not found.');
    const payload = restorePayload(version.data as Record<string, unknown>, request.body.version);
    return answering(reply, () => saveUpdate(request, reply, [entityType], id, payload));
  }),
};
