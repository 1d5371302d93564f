// Publishing inside a save (spec 2 §4.1, §5.2, §7): a save with `appConfigs[].isPublished` true makes that
// shop's saved draft its published snapshot, false unpublishes it (the snapshot stays for the history but
// the public API serves only published configs); bundles publish as a whole with the entity's `isPublished`.
// It runs in the save's transaction after the writes, so the snapshot is what was just saved and the version
// advanced with it. A shop whose saved state has content-completeness problems (meta.validation) is not
// published: its draft stays saved, its snapshot unchanged, and the save answers 422 with that shop's errors
// (the other shops publish). A type whose publish level is `none` refuses any publish flag with 422 before
// anything is written.
import { eq } from 'drizzle-orm';
import type {
  AppConfigStatus,
  ContentStatus,
  Entity,
  EntityUpdate,
  ValidationErrors,
} from '@generated/model';
import { appConfigs, entities } from '@server/db/schema';
import { ValidationError } from '@server/http-error';
import { isDraftOf, savedState } from '../entities/draft-state';
import { getEntity } from '../entities/list';
import type { Tx } from '../entities/save';
import { validationOf } from '../entities/save-validation';
import { appConfigStatus, entityStatus } from '../entities/status';
import { entityTypeConfig, type EntityType } from '../entities/types';

/** What the form's fetch reads: validation needs every part. */
const FORM_INCLUDES = new Set([
  'appConfigs.contentElements',
  'appConfigs.preview',
  'appConfigs.seodata',
  'appConfigs.sourceCategories',
  'appConfigs.pages',
  'appConfigs.info.imagesByType',
  'videosByType',
  'appConfigs.videosByType',
]);

export interface StatusChange {
  /** Null for bundles (published as a whole). */
  appId: number | null;
  from: ContentStatus;
  to: ContentStatus;
}

export interface PublishOutcome {
  /**
   * Status changes, and re-publishes: a publish of what was published already writes a new snapshot with the
   * same status (from === to), which the activity log records as a publish (listeners that only care about a
   * changed status skip those).
   */
  changes: StatusChange[];
  /** Shops refused for content problems, with their errors (dotted paths of the saved entity). */
  refused: { appIds: number[]; errors: ValidationErrors };
}

/** The publish flags a save payload carries: per shop (appId → flag) and the entity's (bundles). */
export function publishRequestOf(payload: EntityUpdate): { entity?: boolean; shops: Map<number, boolean> } {
  const shops = new Map<number, boolean>();
  for (const config of payload.appConfigs ?? []) {
    const flag = (config as { isPublished?: unknown }).isPublished;
    if (typeof flag === 'boolean') shops.set(config.appId, flag);
  }
  const entity = (payload as { isPublished?: unknown }).isPublished;
  return { entity: typeof entity === 'boolean' ? entity : undefined, shops };
}

/**
 * 422 when the type disallows publishing and the payload asks to publish (a `false` flag is harmless: nothing
 * of such a type is ever published).
 */
export function refuseDisallowedPublish(type: EntityType, payload: EntityUpdate): void {
  const level = entityTypeConfig(type).publishLevel;
  const request = publishRequestOf(payload);
  const asks = request.entity === true || [...request.shops.values()].some(Boolean);
  if (level === 'none' && asks) {
    throw new ValidationError({ isPublished: [`A ${type} cannot be published.`] });
  }
}

type ConfigRow = typeof appConfigs.$inferSelect;
const statusOf = (row: ConfigRow, now: Date): AppConfigStatus =>
  appConfigStatus({ ...row, hasSnapshot: row.published !== null }, now);

/** Applies the payload's publish flags to the rows just saved (inside the save's transaction). */
export async function applyPublishing(
  tx: Tx,
  tenantId: number,
  type: EntityType,
  id: number,
  payload: EntityUpdate,
  now: Date,
): Promise<PublishOutcome> {
  const level = entityTypeConfig(type).publishLevel;
  const outcome: PublishOutcome = { changes: [], refused: { appIds: [], errors: {} } };
  const request = publishRequestOf(payload);
  if (level === 'none') return outcome;
  const wanted =
    level === 'entity'
      ? request.entity
      : request.shops.size > 0
        ? true // per shop below
        : undefined;
  if (wanted === undefined) return outcome;

  const entity = (await getEntity(tx, type, tenantId, id, FORM_INCLUDES)) as Entity;
  const validation = await validationOf(tx, tenantId, entity);
  const rows = await tx.select().from(appConfigs).where(eq(appConfigs.entityId, id));
  const indexOf = new Map(entity.appConfigs.map((c, i) => [c.appId, i]));
  const errorsOfShop = (appId: number): ValidationErrors => {
    const prefix = `appConfigs.${indexOf.get(appId)}.`;
    return Object.fromEntries(Object.entries(validation).filter(([path]) => path.startsWith(prefix)));
  };

  if (level === 'entity') {
    const publish = request.entity === true;
    const before = rows.map((row) => statusOf(row, now));
    if (publish && Object.keys(validation).length > 0) {
      outcome.refused = { appIds: rows.map((r) => r.appId), errors: validation };
      return outcome;
    }
    await tx.update(entities).set({ isPublished: publish }).where(eq(entities.id, id));
    const after: AppConfigStatus[] = [];
    for (const row of rows) {
      const next = publishRow(row, publish, now);
      await tx.update(appConfigs).set(next).where(eq(appConfigs.id, row.id));
      after.push(statusOf({ ...row, ...next }, now));
    }
    const from = entityStatus(before);
    const to = entityStatus(after);
    if (from !== to || publish) outcome.changes.push({ appId: null, from, to });
    return outcome;
  }

  for (const row of rows) {
    const flag = request.shops.get(row.appId);
    if (flag === undefined) continue;
    if (flag) {
      const errors = errorsOfShop(row.appId);
      if (Object.keys(errors).length > 0) {
        outcome.refused.appIds.push(row.appId);
        Object.assign(outcome.refused.errors, errors);
        continue;
      }
    }
    const next = publishRow(row, flag, now);
    await tx.update(appConfigs).set(next).where(eq(appConfigs.id, row.id));
    const from = statusOf(row, now);
    const to = statusOf({ ...row, ...next }, now);
    if (from !== to || flag) outcome.changes.push({ appId: row.appId, from, to });
  }
  return outcome;
}

/** Publishing copies the saved state to the snapshot; unpublishing keeps the snapshot but serves nothing. */
function publishRow(row: ConfigRow, publish: boolean, now: Date) {
  if (!publish) return { isPublished: false };
  const published = savedState(row);
  return { isPublished: true, published, publishedAt: now, isDraft: isDraftOf(row, published) };
}
