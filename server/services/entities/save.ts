// The editor's saves of entity rows (every type stored in `entities`):
//   createEntity(db, types, actor, payload)      → the new id (version 1)
//   updateEntity(db, types, actor, id, payload)  → the id; 404, 409 (stale version), 422 (malformed)
// `types` are the collection's (several for /pages: `type` picks one). The payload is the form values
// (save-payload.ts takes it apart); references are checked first (save-checks.ts). An update checks and
// bumps the version in one statement inside one transaction with the shop-config writes, and records who
// and when. Shop configs are matched by id, else by shop; configs the payload leaves out are removed, except
// the main shop's. Values the payload leaves out stay as saved. Publishing is not done here.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppConfigInput, EntityInput, EntityUpdate } from '@generated/model';
import type { Db } from '@server/db/client';
import { appConfigs, entities, tenants } from '@server/db/schema';
import { HttpError, ValidationError } from '@server/http-error';
import { isDraftOf } from './draft-state';
import { withSanitisedRichText } from './rich-text';
import { findEntityRow } from './entity-store';
import { checkSavePayload, parentTypeOf } from './save-checks';
import { configValuesOf, sharedFieldsOf, tagIdsOf } from './save-payload';
import { isPageKind, type EntityType } from './types';
import { versionConflict } from './version-conflict';
import { liveEntities } from '../trash/live';

export interface SaveActor {
  tenantId: number;
  userId: number;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ConfigRow = typeof appConfigs.$inferSelect;

/** The type a create makes: the collection's one, or for /pages the kind named by `type`. */
function typeToCreate(types: readonly EntityType[], payload: EntityInput): EntityType {
  if (types.length === 1) return types[0]!;
  if (payload.type === undefined) throw new ValidationError({ type: ['The type field is required.'] });
  if (!types.includes(payload.type)) throw new ValidationError({ type: ['The selected type is invalid.'] });
  return payload.type;
}

const parentOf = (type: EntityType, payload: EntityInput | EntityUpdate) =>
  parentTypeOf(type) ? (payload.parentId ?? null) : null;

export async function createEntity(
  db: Db,
  types: readonly EntityType[],
  actor: SaveActor,
  received: EntityInput,
): Promise<{ id: number; type: EntityType }> {
  const type = typeToCreate(types, received);
  await checkSavePayload(db, { tenantId: actor.tenantId, type }, received);
  const payload = await withSanitisedRichText(db, actor.tenantId, type, received);
  const mainAppId = await mainAppOf(db, actor.tenantId);
  const id = await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(entities)
      .values({
        tenantId: actor.tenantId,
        entityType: type,
        internalName: payload.internalName,
        fields: sharedFieldsOf(payload),
        version: 1,
        parentId: parentOf(type, payload),
        isPublished: false,
        tagIds: tagIdsOf(payload),
        createdBy: actor.userId,
        updatedBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: entities.id });
    await writeConfigs(tx, row!.id, payload.appConfigs, [], mainAppId, now);
    return row!.id;
  });
  return { id, type };
}

export async function updateEntity(
  db: Db,
  types: readonly EntityType[],
  actor: SaveActor,
  id: number,
  received: EntityUpdate,
  /** Runs inside the save's transaction after the writes (publishing, versions); its error rolls back. */
  afterWrite?: (tx: Tx, type: EntityType) => Promise<void>,
): Promise<{ id: number; type: EntityType }> {
  const current = await findEntityRow(db, actor.tenantId, types, id);
  if (!current) throw new HttpError(404, 'Not found.');
  // A stale save is told so first, even when what it sends no longer fits (a shop config removed since).
  if (current.version !== received.version) throw await versionConflict(db, actor.tenantId, current);
  const type = current.entityType as EntityType;
  if (received.type !== undefined && isPageKind(type) && received.type !== type) {
    throw new ValidationError({ type: ['The type of a page cannot be changed.'] });
  }
  await checkSavePayload(db, { tenantId: actor.tenantId, type, id }, received);
  const payload = await withSanitisedRichText(db, actor.tenantId, type, received);
  const mainAppId = await mainAppOf(db, actor.tenantId);
  await db.transaction(async (tx) => {
    const now = new Date();
    const shared = sharedFieldsOf(payload);
    // Checked and bumped in one statement: a concurrent save waits for this row and then finds the
    // version moved on, so it matches nothing.
    const [row] = await tx
      .update(entities)
      .set({
        version: sql`${entities.version} + 1`,
        internalName: payload.internalName,
        fields: sql`${entities.fields} || ${JSON.stringify(shared)}::jsonb`,
        ...(payload.tags !== undefined ? { tagIds: tagIdsOf(payload) } : {}),
        ...('parentId' in payload && parentTypeOf(type) ? { parentId: parentOf(type, payload) } : {}),
        updatedBy: actor.userId,
        updatedAt: now,
      })
      .where(
        and(
          eq(entities.id, id),
          eq(entities.tenantId, actor.tenantId),
          eq(entities.entityType, type),
          eq(entities.version, payload.version),
          liveEntities(),
        ),
      )
      .returning({ id: entities.id });
    if (!row) {
      const [stored] = await tx
        .select({ version: entities.version, updatedAt: entities.updatedAt, updatedBy: entities.updatedBy })
        .from(entities)
        .where(and(eq(entities.id, id), eq(entities.tenantId, actor.tenantId), liveEntities()));
      if (!stored) throw new HttpError(404, 'Not found.');
      throw await versionConflict(tx, actor.tenantId, stored);
    }
    const existing = await tx.select().from(appConfigs).where(eq(appConfigs.entityId, id));
    await writeConfigs(tx, id, payload.appConfigs, existing, mainAppId, now);
    if (afterWrite) await afterWrite(tx, type);
  });
  return { id, type };
}

async function mainAppOf(db: Db, tenantId: number): Promise<number> {
  const [tenant] = await db
    .select({ mainAppId: tenants.mainAppId })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return tenant?.mainAppId ?? 0;
}

/** Updates matched configs, inserts new ones, removes those left out (not the main shop's). */
async function writeConfigs(
  tx: Tx,
  entityId: number,
  inputs: readonly AppConfigInput[],
  existing: readonly ConfigRow[],
  mainAppId: number,
  now: Date,
) {
  const kept: number[] = [];
  for (const input of inputs) {
    const match =
      (input.id !== undefined ? existing.find((c) => c.id === input.id) : undefined) ??
      existing.find((c) => c.appId === input.appId);
    const { columns, draft } = configValuesOf(input);
    if (match) {
      const next = { ...match, ...columns, draft: { ...match.draft, ...draft } };
      await tx
        .update(appConfigs)
        .set({ ...columns, draft: next.draft, isDraft: isDraftOf(next, match.published), updatedAt: now })
        .where(eq(appConfigs.id, match.id));
      kept.push(match.id);
    } else {
      await tx.insert(appConfigs).values({
        ...columns,
        entityId,
        appId: input.appId,
        draft,
        isDraft: true,
        isPublished: false,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  const removed = existing.filter((c) => !kept.includes(c.id) && c.appId !== mainAppId).map((c) => c.id);
  if (removed.length) {
    await tx
      .delete(appConfigs)
      .where(
        and(
          eq(appConfigs.entityId, entityId),
          inArray(appConfigs.id, removed),
          notInArray(appConfigs.appId, [mainAppId]),
        ),
      );
  }
}
