// Translations of an entity per target shop (spec 2 §3, §4.3, §7; issue 24). A request records, for every
// target shop, the units (its saved translatable values that are keys of the vocabulary) and hands the job to
// the provider; the file-exchange provider's file carries the units, and its upload fills `output`. Applying
// happens in the editor (src/features/translations/apply.ts) by the recorded units, so a value edited since
// the request is never overwritten. Status open → in_translation → confirmed; a confirmed one is final.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Entity, Translation, TranslationUnit } from '@generated/model';
import type { Db } from '@server/db/client';
import { apps, tenants, translations, type TranslationUnitRow } from '@server/db/schema';
import { HttpError, ValidationError } from '@server/http-error';
import { formSchemaOf } from '@server/content-model/forms';
import { getEntity, blockSchemas } from '../entities/list';
import { canonicalResourceType, findResource } from '../notifications/resources';
import { entityTypeConfig, isEntityType, type EntityType } from '../entities/types';
import { paginationOf } from '../pagination';
import {
  ExchangeFileError,
  readExchangeFile,
  writeJson,
  writeXliff,
  type ExchangeFile,
} from './exchange-file';
import type { TranslationProvider } from './provider';
import { unitsOf } from './units';

export type TranslationRow = typeof translations.$inferSelect;

export const EMPTY_VOCABULARY = 'EMPTY_VOCABULARY';
export const FAILED_REQUEST = 'FAILED_REQUEST';
const NOT_FOUND = 'Not found.';

const INCLUDES = new Set([
  'appConfigs.contentElements',
  'appConfigs.preview',
  'appConfigs.seodata',
  'appConfigs.info.imagesByType',
  'videosByType',
]);

export class ProviderFailure extends Error {
  override name = 'ProviderFailure';
}

const toUnit = (unit: TranslationUnitRow): TranslationUnit => ({ ...unit });

export function toTranslation(row: TranslationRow, full = false): Translation {
  return {
    id: row.id,
    appId: row.appId,
    resourceType: row.resourceType,
    resourceId: row.entityId,
    status: row.status,
    link: row.status === 'in_translation' ? row.link : null,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    ...(full ? { input: row.input, output: row.output, units: row.units.map(toUnit) } : {}),
  };
}

/** The entity a translation names, within the tenant; 404 otherwise, 422 for a type without translations. */
async function resolveResource(db: Db, tenantId: number, resourceType: string, resourceId: number) {
  const canonical = canonicalResourceType(resourceType);
  const resource = canonical ? await findResource(db, tenantId, canonical, resourceId) : undefined;
  if (!canonical || !resource) throw new HttpError(404, NOT_FOUND);
  const type = resource.type ?? canonical;
  // Entity types with translations (spec 2 §4.1): the contract's `translatable` fact (x-entity-types).
  if (!isEntityType(type) || !entityTypeConfig(type).translatable)
    throw new ValidationError({ resourceType: [`Translations are not enabled for ${type}.`] });
  return { resourceType: canonical, entityType: type as EntityType };
}

export interface RequestInput {
  targetAppIds: number[];
  resourceType: string;
  resourceId: number;
  input: Record<string, string>;
}

/**
 * Records one translation per target shop with its units and hands each to the provider, all in one
 * transaction: a provider failure stores nothing (ProviderFailure → 502 FAILED_REQUEST).
 */
export async function requestTranslations(
  db: Db,
  provider: TranslationProvider,
  actor: { tenantId: number; userId: number },
  body: RequestInput,
): Promise<Translation[]> {
  const sources = Object.keys(body.input).filter((source) => source.trim() !== '');
  if (!sources.length) throw new ValidationError({ input: [EMPTY_VOCABULARY] });
  const { resourceType, entityType } = await resolveResource(
    db,
    actor.tenantId,
    body.resourceType,
    body.resourceId,
  );
  // Every translatable type is stored as an entity row.
  const entity = (await getEntity(db, entityType, actor.tenantId, body.resourceId, INCLUDES)) as Entity;
  const [tenant] = await db
    .select({ mainAppId: tenants.mainAppId })
    .from(tenants)
    .where(eq(tenants.id, actor.tenantId));
  const targetIds = [...new Set(body.targetAppIds)];
  const configs = new Map(entity.appConfigs.map((config) => [config.appId, config]));
  const errors: string[] = [];
  for (const appId of targetIds) {
    if (appId === tenant?.mainAppId)
      errors.push('The main shop is the source of a translation, not a target.');
    else if (!configs.has(appId)) errors.push(`The shop ${appId} is not on this entity.`);
  }
  if (errors.length) throw new ValidationError({ targetAppIds: errors });
  const shopRows = await db
    .select({ id: apps.id, localeCode: apps.localeCode })
    .from(apps)
    .where(and(eq(apps.tenantId, actor.tenantId), inArray(apps.id, [...targetIds, tenant!.mainAppId])));
  const locale = new Map(shopRows.map((row) => [row.id, row.localeCode]));
  const sections = formSchemaOf(entityType).data;
  const schemas = await blockSchemas(
    db,
    actor.tenantId,
    entity.appConfigs.flatMap((config) => (config.contentElements ?? []).map((element) => element.type)),
  );
  const vocabulary = new Set(sources);
  const input = Object.fromEntries(sources.map((source) => [source, '']));
  const rows = await db.transaction(async (tx) => {
    const created: TranslationRow[] = [];
    for (const appId of targetIds) {
      const units = unitsOf(
        { resourceType, resourceId: body.resourceId, appId },
        configs.get(appId)!,
        sections,
        schemas,
        vocabulary,
      );
      const [row] = await tx
        .insert(translations)
        .values({
          tenantId: actor.tenantId,
          resourceType,
          entityId: body.resourceId,
          appId,
          status: 'open',
          provider: provider.name,
          input,
          units,
          createdBy: actor.userId,
        })
        .returning();
      let answer;
      try {
        answer = await provider.request({
          translationId: row!.id,
          srcLang: locale.get(tenant!.mainAppId) ?? '',
          trgLang: locale.get(appId) ?? '',
          sources: [...new Set(units.map((unit) => unit.source))],
        });
      } catch (error) {
        throw new ProviderFailure(error instanceof Error ? error.message : String(error));
      }
      const [updated] = await tx
        .update(translations)
        .set({
          status: 'in_translation',
          link: answer.link,
          ...(answer.delivered ? { output: answer.delivered } : {}),
        })
        .where(eq(translations.id, row!.id))
        .returning();
      created.push(updated!);
    }
    return created;
  });
  return rows.map((row) => toTranslation(row));
}

export interface ListFilter {
  resourceType?: string;
  resourceId?: number;
  appId?: number;
  page: number;
  perPage: number;
}

export async function listTranslations(db: Db, tenantId: number, filter: ListFilter) {
  const conditions = [eq(translations.tenantId, tenantId)];
  if (filter.resourceType !== undefined) {
    const canonical = canonicalResourceType(filter.resourceType);
    if (!canonical)
      return { data: [], meta: { pagination: paginationOf(filter.page, filter.perPage, 0, 0) } };
    conditions.push(eq(translations.resourceType, canonical));
  }
  if (filter.resourceId !== undefined) conditions.push(eq(translations.entityId, filter.resourceId));
  if (filter.appId !== undefined) conditions.push(eq(translations.appId, filter.appId));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(translations).where(where);
  const rows = await db
    .select()
    .from(translations)
    .where(where)
    .orderBy(asc(translations.appId), desc(translations.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  return {
    data: rows.map((row) => toTranslation(row)),
    meta: { pagination: paginationOf(filter.page, filter.perPage, total?.n ?? 0, rows.length) },
  };
}

export async function findTranslation(db: Db, tenantId: number, id: number): Promise<TranslationRow> {
  const [row] = await db
    .select()
    .from(translations)
    .where(and(eq(translations.id, id), eq(translations.tenantId, tenantId)));
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row;
}

/** Stop or confirm: final; a second confirm is refused (409) and changes nothing. */
export async function confirmTranslation(
  db: Db,
  tenantId: number,
  id: number,
  now: Date,
): Promise<TranslationRow> {
  const row = await findTranslation(db, tenantId, id);
  if (row.status === 'confirmed') throw new HttpError(409, 'This translation has already been confirmed.');
  const [updated] = await db
    .update(translations)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(and(eq(translations.id, id), eq(translations.tenantId, tenantId)))
    .returning();
  return updated!;
}

async function languages(db: Db, tenantId: number, row: TranslationRow) {
  const [tenant] = await db
    .select({ mainAppId: tenants.mainAppId })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const shops = await db
    .select({ id: apps.id, localeCode: apps.localeCode })
    .from(apps)
    .where(and(eq(apps.tenantId, tenantId), inArray(apps.id, [row.appId, tenant?.mainAppId ?? row.appId])));
  const locale = new Map(shops.map((shop) => [shop.id, shop.localeCode]));
  return { srcLang: locale.get(tenant?.mainAppId ?? -1) ?? '', trgLang: locale.get(row.appId) ?? '' };
}

export const originalOf = (row: Pick<TranslationRow, 'resourceType' | 'entityId' | 'appId'>) =>
  `${row.resourceType}/${row.entityId}/${row.appId}`;

/** The exchange file content of a translation: its units with the output delivered so far. */
export async function exchangeFileOf(db: Db, tenantId: number, row: TranslationRow): Promise<ExchangeFile> {
  return {
    original: originalOf(row),
    ...(await languages(db, tenantId, row)),
    units: row.units.map((unit) => ({
      id: unit.id,
      source: unit.source,
      target: row.output?.[unit.source] ?? '',
      label: unit.label,
      blockType: unit.blockType,
    })),
  };
}

export async function exportFile(db: Db, tenantId: number, id: number, format: 'xliff' | 'json') {
  const row = await findTranslation(db, tenantId, id);
  const file = await exchangeFileOf(db, tenantId, row);
  const base = `translation-${row.id}-${row.resourceType}-${row.entityId}-${file.trgLang || row.appId}`;
  return format === 'json'
    ? { body: writeJson(file), type: 'application/json; charset=utf-8', name: `${base}.json` }
    : { body: writeXliff(file), type: 'application/xliff+xml; charset=utf-8', name: `${base}.xlf` };
}

/**
 * The output a translated file gives: every unit's target as the translation of its source. Refused (422 under
 * `file`) when the file does not read, belongs to another entity or shop, has units the translation does not
 * have or whose source differs, or translates one source two ways.
 */
export function outputFromFile(row: TranslationRow, text: string): Record<string, string> {
  const refuse = (message: string): never => {
    throw new ValidationError({ file: [message] });
  };
  let file: ExchangeFile;
  try {
    file = readExchangeFile(text);
  } catch (error) {
    if (error instanceof ExchangeFileError) return refuse(`The file could not be read: ${error.message}`);
    throw error;
  }
  if (file.original !== originalOf(row))
    refuse(`The file belongs to ${file.original || 'an unknown resource'}, not to ${originalOf(row)}.`);
  const units = new Map(row.units.map((unit) => [unit.id, unit]));
  const output: Record<string, string> = { ...(row.output ?? {}) };
  const fromFile = new Map<string, string>();
  for (const unit of file.units) {
    const known = units.get(unit.id);
    if (!known) refuse(`The unit ${unit.id} is not part of this translation.`);
    if (known!.source !== unit.source) refuse(`The source of unit ${unit.id} has been changed.`);
    if (unit.target === '') continue;
    const earlier = fromFile.get(unit.source);
    if (earlier !== undefined && earlier !== unit.target)
      refuse(`"${unit.source}" is translated in two different ways.`);
    fromFile.set(unit.source, unit.target);
    output[unit.source] = unit.target;
  }
  return output;
}

export async function importFile(
  db: Db,
  tenantId: number,
  id: number,
  text: string,
): Promise<TranslationRow> {
  const row = await findTranslation(db, tenantId, id);
  if (row.status === 'confirmed') throw new HttpError(409, 'This translation has already been confirmed.');
  const output = outputFromFile(row, text);
  const [updated] = await db
    .update(translations)
    .set({ output, status: 'in_translation' })
    .where(and(eq(translations.id, id), eq(translations.tenantId, tenantId)))
    .returning();
  return updated!;
}
