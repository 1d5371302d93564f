// An update of an entity row as every caller makes it (the editor's PUT, a restore of a kept version, a bulk
// publish or tag change): keeps the replaced state in the history, applies the payload's publish flags in the
// same transaction (refusing them for a type that never publishes), and tells the listeners what happened. The
// caller decides how to answer: the outcome names the shops refused for content problems (their drafts are
// saved; the other shops are published).
import type { EntityUpdate } from '@generated/model';
import type { Db } from '@server/db/client';
import type { DomainEvents } from '../domain-events';
import { updateEntity, type SaveActor } from '../entities/save';
import type { EntityType } from '../entities/types';
import { keepVersion, keptStateOf } from '../versions/versions';
import { applyPublishing, refuseDisallowedPublish, type PublishOutcome } from './publish';

export interface SaveUpdateDeps {
  db: Db;
  domainEvents: DomainEvents;
  now: () => Date;
}

export interface SaveUpdateResult {
  saved: { id: number; type: EntityType };
  outcome?: PublishOutcome;
}

export async function saveEntityUpdate(
  deps: SaveUpdateDeps,
  actor: SaveActor,
  types: readonly EntityType[],
  id: number,
  payload: EntityUpdate,
): Promise<SaveUpdateResult> {
  const kept = await keptStateOf(deps.db, types, actor.tenantId, id);
  let outcome: PublishOutcome | undefined;
  const saved = await updateEntity(deps.db, types, actor, id, payload, async (tx, type) => {
    refuseDisallowedPublish(type, payload);
    if (kept && kept.version === payload.version) await keepVersion(tx, kept);
    outcome = await applyPublishing(tx, actor.tenantId, type, id, payload, deps.now());
  });
  const base = { tenantId: actor.tenantId, entityId: saved.id, entityType: saved.type };
  deps.domainEvents.emit({
    type: 'entity.saved',
    ...base,
    actorId: actor.userId,
    version: payload.version + 1,
    created: false,
  });
  for (const change of outcome?.changes ?? []) {
    deps.domainEvents.emit({ type: 'config.statusChanged', ...base, actorId: actor.userId, ...change });
  }
  if (outcome && outcome.refused.appIds.length > 0) {
    deps.domainEvents.emit({
      type: 'publish.refused',
      ...base,
      actorId: actor.userId,
      appIds: outcome.refused.appIds,
      errors: outcome.refused.errors,
    });
  }
  return { saved, outcome };
}
