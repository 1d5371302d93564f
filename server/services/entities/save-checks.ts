// What the contract's schemas cannot see in a save payload, checked against the tenant's data: shops, tags,
// a cluster's pages, the parent and shop-config ids must be the tenant's (and the entity's) own; a shop appears once; dates fit
// the database; content blocks fit the type's slots (content-element-checks.ts). Each problem is a 422 in the Laravel shape under its dotted path. Nothing else is refused on
// save: content-completeness problems are meta.validation's.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ValidationErrors } from '@generated/model';
import type { Db } from '@server/db/client';
import { appConfigs, apps, entities, tags } from '@server/db/schema';
import { ValidationError } from '@server/http-error';
import { formSchemaOf } from '@server/content-model/forms';
import { walkSections } from '@server/content-model/forms/walk';
import { fieldMessages } from '@server/content-model/validation/catalogue';
import { contentElementErrors } from './content-element-checks';
import { blockSchemas } from './list';
import { outOfRangeDates, tagIdsOf, type SavePayload } from './save-payload';
import type { EntityType } from './types';
import { liveEntities } from '../trash/live';

/** Types whose parent is saved, and the type the parent must have. */
const PARENT_TYPES: Partial<Record<EntityType, EntityType>> = {
  'custom-page': 'custom-page',
  category: 'category',
  'profile-brand': 'profile-brand',
};

export const parentTypeOf = (type: EntityType) => PARENT_TYPES[type];

const invalid = (path: string) => `The selected ${path} is invalid.`;

export interface SaveTarget {
  tenantId: number;
  type: EntityType;
  /** The entity being updated (absent on create). */
  id?: number;
}

export async function checkSavePayload(db: Db, target: SaveTarget, payload: SavePayload): Promise<void> {
  const errors: ValidationErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  const configs = payload.appConfigs;

  const pageIds = [...new Set(configs.flatMap((config) => (config.pages ?? []).map((page) => page.id)))];
  const [tenantApps, knownTags, ownConfigs, knownPages] = await Promise.all([
    db.select({ id: apps.id }).from(apps).where(eq(apps.tenantId, target.tenantId)),
    tagIdsOf(payload).length
      ? db
          .select({ id: tags.id })
          .from(tags)
          .where(and(eq(tags.tenantId, target.tenantId), inArray(tags.id, tagIdsOf(payload))))
      : [],
    target.id === undefined
      ? []
      : db
          .select({ id: appConfigs.id, appId: appConfigs.appId })
          .from(appConfigs)
          .where(eq(appConfigs.entityId, target.id)),
    pageIds.length
      ? db
          .select({ id: entities.id })
          .from(entities)
          .where(and(eq(entities.tenantId, target.tenantId), inArray(entities.id, pageIds)))
      : [],
  ]);

  for (const path of emptiedRequiredFields(target.type, payload)) add(path, fieldMessages.required());

  const appIds = new Set(tenantApps.map((a) => a.id));
  const seen = new Set<number>();
  configs.forEach((config, i) => {
    if (!appIds.has(config.appId)) add(`appConfigs.${i}.appId`, invalid(`appConfigs.${i}.appId`));
    else if (seen.has(config.appId)) {
      add(`appConfigs.${i}.appId`, `The appConfigs.${i}.appId field has a duplicate value.`);
    }
    seen.add(config.appId);
    // A config id names one of this entity's configs of that shop (create ignores ids: duplicates send none).
    if (target.id !== undefined && config.id !== undefined) {
      const own = ownConfigs.find((c) => c.id === config.id);
      if (!own || own.appId !== config.appId) add(`appConfigs.${i}.id`, invalid(`appConfigs.${i}.id`));
    }
  });
  const pages = new Set(knownPages.map((p) => p.id));
  configs.forEach((config, i) =>
    (config.pages ?? []).forEach((page, j) => {
      const path = `appConfigs.${i}.pages.${j}.id`;
      if (!pages.has(page.id)) add(path, invalid(path));
    }),
  );
  for (const path of outOfRangeDates(configs)) add(path, `The ${path} field must be a valid date.`);

  const tagIds = new Set(knownTags.map((t) => t.id));
  (payload.tags ?? []).forEach((tag, i) => {
    if (!tagIds.has(tag.id)) add(`tags.${i}.id`, invalid(`tags.${i}.id`));
  });

  const blockNames = [
    ...new Set(configs.flatMap((config) => (config.contentElements ?? []).map((e) => e.type))),
  ];
  if (blockNames.length) {
    const known = new Set((await blockSchemas(db, target.tenantId, blockNames)).keys());
    const slots = formSchemaOf(target.type).meta.attributes?.slots ?? [];
    for (const [path, messages] of Object.entries(contentElementErrors(slots, known, configs))) {
      for (const message of messages) add(path, message);
    }
  }

  if (payload.parentId != null && parentTypeOf(target.type)) {
    if (!(await isPossibleParent(db, target, payload.parentId))) add('parentId', invalid('parentId'));
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** The shared required text fields of the type (outside lists and shop configs), by path. */
const requiredShared = new Map<EntityType, string[]>();
function requiredSharedFields(type: EntityType): string[] {
  let paths = requiredShared.get(type);
  if (!paths) {
    const found: string[] = [];
    walkSections(formSchemaOf(type).data, ({ node, path, inArray, appConstrained }) => {
      if (
        node.type === 'field' &&
        node.required &&
        !inArray &&
        !appConstrained &&
        TEXT_FIELDS.has(node.component ?? 'TextField')
      )
        found.push(path);
    });
    requiredShared.set(type, (paths = found));
  }
  return paths;
}
const TEXT_FIELDS = new Set(['TextField', 'TextArea']);

/**
 * Required shared texts sent empty (issue 27 #10, spec 2 §5.2): the entity's name is what every list, title and
 * link shows, so a save never stores it empty (a field left out keeps its stored value).
 */
function emptiedRequiredFields(type: EntityType, payload: SavePayload): string[] {
  return requiredSharedFields(type).filter((path) => {
    let value: unknown = payload;
    for (const key of path.split('.')) {
      if (value === null || typeof value !== 'object' || !(key in value)) return false;
      value = (value as Record<string, unknown>)[key];
    }
    return value === null || (typeof value === 'string' && value.trim() === '');
  });
}

/** A row of the parent type in the tenant, and (on update) neither the entity itself nor below it. */
async function isPossibleParent(db: Db, target: SaveTarget, parentId: number): Promise<boolean> {
  const [parent] = await db
    .select({ id: entities.id })
    .from(entities)
    .where(
      and(
        eq(entities.id, parentId),
        eq(entities.tenantId, target.tenantId),
        eq(entities.entityType, parentTypeOf(target.type)!),
        liveEntities(),
      ),
    );
  if (!parent) return false;
  if (target.id === undefined) return true;
  // The parent's rootline must not pass through the entity (no cycles).
  const answer = await db.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from ${entities} where id = ${parentId}
      union all
      select e.id, e.parent_id, up.depth + 1 from ${entities} e join up on e.id = up.parent_id where up.depth < 100
    )
    select count(*)::int as n from up where id = ${target.id}`);
  const [row] = (answer as unknown as { rows: { n: number }[] }).rows;
  return Number(row?.n ?? 0) === 0;
}
