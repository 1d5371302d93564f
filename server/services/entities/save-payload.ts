// The save payload (EntityInput / EntityUpdate) taken apart, without the database: which values are the
// entity's shared form fields (`entities.fields`), which are columns of a shop config and which go into its
// draft (`app_configs.draft`). What the server derives and answers (ids, status, isDraft, stream counts,
// dates, users, rootline …) is dropped, so a client may send back what GET gave it.
import type { AppConfigInput, EntityInput, EntityUpdate } from '@generated/model';
import type { appConfigs } from '@server/db/schema';

export type SavePayload = EntityInput | EntityUpdate;

/** Entity keys that are not form-schema fields: the payload's own and what GET answers. */
const ENTITY_KEYS = new Set([
  'id',
  'version',
  'internalName',
  'entityType',
  'type',
  'status',
  'isPublished',
  'parentId',
  'parent',
  'rootline',
  'childrenCount',
  'tags',
  'tagIds',
  'appConfigs',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
  'createdByUser',
  'updatedByUser',
  'publicApiUrl',
  'tenantId',
]);

/** Shop-config keys the server derives or keeps for itself: never taken from a payload. */
const DERIVED_CONFIG_KEYS = new Set([
  'id',
  'appId',
  'entityId',
  'status',
  'isDraft',
  // Publishing (copying the draft to the public snapshot) is the publishing service's, not the save's.
  'isPublished',
  'hasSnapshot',
  'published',
  'streamProductCount',
  'streamProductEstimate',
  'createdAt',
  'updatedAt',
  // `pages` is answered from the stored pageIds (include appConfigs.pages); see configValuesOf.
  'pages',
  'pageIds',
]);

type ConfigRow = typeof appConfigs.$inferInsert;

/** The shop-config columns a save writes. */
export type ConfigColumns = Pick<
  ConfigRow,
  | 'name'
  | 'slug'
  | 'path'
  | 'hiddenUntil'
  | 'activeFrom'
  | 'activeUntil'
  | 'contentElements'
  | 'streamType'
  | 'streamBundleIds'
  | 'sourceCategories'
  | 'streamIncludedProductIds'
>;

const DATE_COLUMNS = ['hiddenUntil', 'activeFrom', 'activeUntil'] as const;
const VALUE_COLUMNS = [
  'name',
  'slug',
  'path',
  'contentElements',
  'streamType',
  'streamBundleIds',
  'sourceCategories',
  'streamIncludedProductIds',
] as const;
const COLUMN_KEYS = new Set<string>([...DATE_COLUMNS, ...VALUE_COLUMNS]);

/** The shared form fields of a payload: every key that is not the entity's own. */
export function sharedFieldsOf(payload: SavePayload): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (!ENTITY_KEYS.has(key) && value !== undefined) fields[key] = value;
  }
  return fields;
}

/** Tag ids in the order sent, each once. */
export const tagIdsOf = (payload: SavePayload): number[] => [
  ...new Set((payload.tags ?? []).map((t) => t.id)),
];

export interface ConfigValues {
  /** Only the columns the payload names (a save leaves the others as stored). */
  columns: Partial<ConfigColumns>;
  /** Shop-constrained form fields (preview, seodata, info, videosByType, pageIds …), only those sent. */
  draft: Record<string, unknown>;
}

const dateOf = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);

/**
 * One shop config of a payload as columns and draft values. A cluster's pages are stored as `pageIds`:
 * from `pageIds` when sent (the form's field), else from `pages` (the page references GET answers).
 */
export function configValuesOf(input: AppConfigInput): ConfigValues {
  const columns: Partial<ConfigColumns> = {};
  const draft: Record<string, unknown> = {};
  const record = input as Record<string, unknown>;
  for (const key of DATE_COLUMNS) if (key in record) columns[key] = dateOf(record[key]);
  for (const key of VALUE_COLUMNS) {
    if (record[key] !== undefined) (columns as Record<string, unknown>)[key] = record[key];
  }
  for (const [key, value] of Object.entries(record)) {
    if (!COLUMN_KEYS.has(key) && !DERIVED_CONFIG_KEYS.has(key) && value !== undefined) draft[key] = value;
  }
  // The wizard's form edits `pageIds` (the StoryIds widget); `pages` is how GET answers them.
  if (Array.isArray(record.pageIds)) {
    draft.pageIds = [...new Set((record.pageIds as unknown[]).filter(Number.isInteger) as number[])];
  } else if (Array.isArray(record.pages)) {
    draft.pageIds = [...new Set((record.pages as { id: number }[]).map((page) => page.id))];
  }
  return { columns, draft };
}

/** The payload's dates that PostgreSQL (or JavaScript) cannot hold, by dotted path. */
export function outOfRangeDates(configs: readonly AppConfigInput[]): string[] {
  const paths: string[] = [];
  configs.forEach((config, i) => {
    for (const key of DATE_COLUMNS) {
      const date = dateOf((config as Record<string, unknown>)[key]);
      if (date && !(date.getUTCFullYear() >= 1000 && date.getUTCFullYear() <= 9999)) {
        paths.push(`appConfigs.${i}.${key}`);
      }
    }
  });
  return paths;
}
