// Drizzle tables (pg-core). One migration set serves PGlite and PostgreSQL.
// Every row of content belongs to a tenant, so later tables (entities and their app configs,
// notifications, watchers, comments, locks) hang off `tenants` and `users` the same way.
import { sql } from 'drizzle-orm';
import type { ColorScheme, MediaKind } from '@generated/model';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  type AnyPgColumn,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AppConfigSourceCategoriesItem,
  FocusPosition,
  AppShopUrls,
  ContentElement,
  NotificationIcon,
  NotificationMeta,
  NotificationType,
  ResourceTypeSetting,
  TenantItemsPerRow,
  TenantKey,
  TenantTeaserSpecs,
  TenantUrls,
  VideoPlayerOptions,
} from '@generated/model';

/** What services/entities/media-store.ts keeps beside a media row's file facts (MediaUpdate's meta). */
export interface MediaSettings {
  focus?: FocusPosition;
  player?: VideoPlayerOptions;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Numbers the states of entity rows and shop configs: each insert and update takes the next number. */
export const contentRevisions = pgSequence('content_revisions');
/**
 * A row's state number from `content_revisions`, set by the database on insert (default) and on every update
 * (the triggers of migration 0009), whoever writes: list pages compare it with what they keep in memory
 * (services/entities/row-cache.ts).
 */
const revision = () =>
  bigint('revision', { mode: 'number' })
    .notNull()
    .default(sql`nextval('content_revisions')`);

export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  key: text('key').$type<TenantKey>().notNull(),
  name: text('name').notNull(),
  company: text('company'),
  cluster: text('cluster'),
  /** The shop whose values are the default (spec: mainAppId, default 1). Not a FK: shops come after. */
  mainAppId: integer('main_app_id').notNull().default(1),
  /** Values may be paths (`/dam`); they are resolved against the public origin when answered. */
  urls: jsonb('urls').$type<TenantUrls>().notNull(),
  teaserSpecs: jsonb('teaser_specs').$type<TenantTeaserSpecs>().notNull().default({}),
  itemsPerRow: jsonb('items_per_row').$type<TenantItemsPerRow>().notNull(),
  tagGroups: jsonb('tag_groups').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A shop, also called app. */
export const apps = pgTable(
  'apps',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    localeCode: text('locale_code').notNull(),
    languageCode: text('language_code').notNull(),
    countryCode: text('country_code'),
    shopUrls: jsonb('shop_urls').$type<AppShopUrls>().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('apps_tenant_idx').on(t.tenantId),
    uniqueIndex('apps_tenant_locale_uq').on(t.tenantId, t.localeCode),
  ],
);

export const appGroups = pgTable(
  'app_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('app_groups_tenant_idx').on(t.tenantId)],
);

export const appGroupMembers = pgTable(
  'app_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => appGroups.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.appId] })],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Stored normalised (trimmed, lower case): sign-in and uniqueness ignore case. */
    email: text('email').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    notifyApp: boolean('notify_app').notNull().default(true),
    notifyEmail: boolean('notify_email').notNull().default(false),
    /** The colour scheme the user chose in the account menu: system (follows the device), light or dark. */
    colorScheme: text('color_scheme').$type<ColorScheme>().notNull().default('system'),
    resourceTypes: jsonb('resource_types').$type<ResourceTypeSetting[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    index('users_tenant_idx').on(t.tenantId),
    check('users_color_scheme_ck', sql`${t.colorScheme} IN ('system', 'light', 'dark')`),
  ],
);

/** Session tokens: only the sha256 of the token is stored, so a database leak reveals no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.revokedAt} is null`),
  ],
);

// ── Content ────────────────────────────────────────────────────────────────────────────────────
// Every entity type (bundle, story, category …, block-type) is a row of `entities`; its shop configs are
// rows of `app_configs`. Tags, tag groups and media have tables of their own. Status is never stored: it
// is derived per shop config from isPublished / activeFrom / activeUntil / published (services/entities).

export const tagGroups = pgTable(
  'tag_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Stable key (f[group], f[tagGroupsAll]). */
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** False for `brands` and `influencer`. */
    isEditable: boolean('is_editable').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tag_groups_tenant_key_uq').on(t.tenantId, t.key)],
);

export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => tagGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tags_tenant_group_idx').on(t.tenantId, t.groupId),
    index('tags_updated_idx').on(t.updatedAt),
  ],
);

export const entities = pgTable(
  'entities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** bundle, story, brand-story, idol-story, hotdrop, category, custom-page, block-type … */
    entityType: text('entity_type').notNull(),
    internalName: text('internal_name').notNull(),
    /** Shared (not shop-constrained) schema-driven fields. */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    /** Categories, custom pages (hierarchy) and brand profiles (parent brand). */
    parentId: integer('parent_id').references((): AnyPgColumn => entities.id, { onDelete: 'restrict' }),
    /** Bundles publish at entity level. */
    isPublished: boolean('is_published').notNull().default(false),
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: revision(),
    /**
     * The lower-cased internal name and shop-config names, which the overview's search reads (one text per
     * entity instead of every config); kept by the triggers of migration 0009 on every write of either.
     */
    searchText: text('search_text').notNull().default(''),
    /** In the trash since (services/trash); lists read live rows only (the partial indexes below). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('entities_type_updated_idx')
      .on(t.tenantId, t.entityType, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    /** Lists over many types at once (the dashboard's recently-updated widget), newest change first. */
    index('entities_tenant_updated_idx')
      .on(t.tenantId, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('entities_type_name_idx')
      .on(t.tenantId, t.entityType, t.internalName, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('entities_type_created_idx')
      .on(t.tenantId, t.entityType, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Sorted by id (migration 0020).
    index('entities_type_id_idx')
      .on(t.tenantId, t.entityType, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('entities_trash_idx')
      .on(t.tenantId, t.entityType, t.deletedAt, t.id)
      .where(sql`${t.deletedAt} is not null`),
    index('entities_parent_idx').on(t.parentId),
    index('entities_tag_ids_idx').using('gin', t.tagIds),
    /** `search_text like '%term%'` (searches in names), pg_trgm (migration 0013). */
    index('entities_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    /** The palette's exact-name lookup: the lines of search_text, one name each (migration 0021). */
    index('entities_search_lines_idx')
      .using('gin', sql`string_to_array(${t.searchText}, E'\n')`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * How many entities of each type a tenant has, kept by the triggers of migration 0009 on every insert and
 * delete of entities: the total of an unfiltered list page without counting the rows.
 */
export const entityCounts = pgTable(
  'entity_counts',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.entityType] })],
);

/**
 * The change counter of a tenant's list answers, bumped by the triggers of migration 0022 on every write to
 * a table a list answer shows: the list answer cache (services/entities/list-cache.ts) reuses an answer only
 * under the counter it was built under.
 */
export const listVersions = pgTable('list_versions', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * A shop config that lacks a required value (name, slug, preview image, SEO title or description): the
 * dashboard's missing-fields widget. Plain SQL without parameters, so the partial index below serves the
 * widget's query (the planner matches the same predicate).
 */
export const MISSING_REQUIRED_PREDICATE = `("app_configs"."name" = '' or "app_configs"."slug" = '' or coalesce("app_configs"."draft"->'preview'->'imagesByType', '{}'::jsonb) = '{}'::jsonb or coalesce("app_configs"."draft"->'seodata'->>'title', '') = '' or coalesce("app_configs"."draft"->'seodata'->>'description', '') = '')`;

/** One shop config per entity and shop: status inputs, the saved draft and the published snapshot. */
export const appConfigs = pgTable(
  'app_configs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    slug: text('slug').notNull().default(''),
    path: text('path').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(false),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    hiddenUntil: timestamp('hidden_until', { withTimezone: true }),
    /** True while the saved draft differs from the published snapshot (kept by whoever writes). */
    isDraft: boolean('is_draft').notNull().default(true),
    /** Shop-constrained schema fields of the saved state (preview, seodata, info, videosByType, pageIds …). */
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull().default({}),
    /** The published snapshot served by /public; null when never published. */
    published: jsonb('published').$type<Record<string, unknown>>(),
    /** When the snapshot was last written (services/publishing); null when never published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    contentElements: jsonb('content_elements').$type<ContentElement[]>().notNull().default([]),
    streamType: text('stream_type').$type<'default' | 'bundles'>().notNull().default('default'),
    streamBundleIds: integer('stream_bundle_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    sourceCategories: jsonb('source_categories')
      .$type<AppConfigSourceCategoriesItem[]>()
      .notNull()
      .default([]),
    streamIncludedProductIds: integer('stream_included_product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    streamProductCount: integer('stream_product_count'),
    streamProductEstimate: integer('stream_product_estimate'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: revision(),
  },
  (t) => [
    uniqueIndex('app_configs_entity_app_uq').on(t.entityId, t.appId),
    index('app_configs_app_idx').on(t.appId, t.entityId),
    index('app_configs_name_idx').on(t.name),
    /** meta.validation's unique slug per type and shop (services/entities/save-validation.ts). */
    index('app_configs_slug_idx').on(t.slug, t.appId),
    /** The overview search reads the names of a page's candidate entities from the index alone. */
    index('app_configs_entity_name_idx').on(t.entityId, t.name),
    /** A list page's signatures (entity-store.ts) read each entity's config revisions from the index alone (0023). */
    index('app_configs_entity_revision_idx').on(t.entityId, t.revision),
    /** The dashboard's scheduled-content widget: the few published configs that go online later. */
    index('app_configs_scheduled_idx')
      .on(t.activeFrom, t.entityId)
      .where(sql`${t.isPublished} and ${t.activeFrom} is not null`),
    /** The list answer cache's next schedule boundary (0022): the first published config to go offline. */
    index('app_configs_expiring_idx')
      .on(t.activeUntil)
      .where(sql`${t.isPublished} and ${t.activeUntil} is not null`),
    index('app_configs_missing_required_idx').on(t.entityId).where(sql.raw(MISSING_REQUIRED_PREDICATE)),
  ],
);

/** Uploaded images and videos (services/entities/media-store.ts inserts them). */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MediaKind>().notNull(),
    /** Content hash; the file name under the storage folder. */
    hash: text('hash').notNull(),
    mime: text('mime').notNull(),
    /** Bytes. */
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** File name shown in overviews (meta.name). */
    name: text('name').notNull(),
    /** Videos: the original upload's file name. */
    input: text('input'),
    quality: integer('quality').notNull().default(80),
    /** Editor-set defaults for placing the file in content: an image's focus, a video's player options. */
    settings: jsonb('settings').$type<MediaSettings>().notNull().default({}),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** In the trash since (services/trash). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('media_kind_updated_idx')
      .on(t.tenantId, t.kind, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('media_trash_idx')
      .on(t.tenantId, t.kind, t.deletedAt, t.id)
      .where(sql`${t.deletedAt} is not null`),
    index('media_hash_idx').on(t.hash),
  ],
);

/**
 * Notifications of a user (spec 1 §3): created by real events (mentions, watched changes, status
 * changes, failed publishes, finished exports). `resourceType`/`resourceId` point at the entity when
 * there is one; `meta` carries e.g. the comment id.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    icon: text('icon').$type<NotificationIcon>().notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    resourceType: text('resource_type'),
    resourceId: integer('resource_id'),
    meta: jsonb('meta').$type<NotificationMeta>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
  ],
);

/**
 * The history of an entity (services/versions): every save of an entity row keeps the state before it, as
 * its get call answered it with every form part (`data`), who saved that state and when, and which dotted
 * paths differ from the kept state before it. A restore is a new save; rows are never rewritten.
 */
export const entityVersions = pgTable(
  'entity_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    /** The entity version the kept state had. */
    version: integer('version').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('entity_versions_entity_idx').on(t.entityId, t.id)],
);

/**
 * Who watches which resource (spec 1 §2.12): a saved change or a status change of a watched entity
 * notifies its watchers. `resourceType` is the contract's resource type (`page` for every page kind,
 * `media` for images and videos); one entry per user and resource.
 */
export const watchers = pgTable(
  'watchers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('watchers_resource_user_uq').on(t.tenantId, t.resourceType, t.resourceId, t.userId)],
);

/**
 * Watermarks of time-driven scans (services/notifications/schedule-scan.ts): "everything up to `until`
 * has been handled". Moved in the same transaction as the work it covers, so a restart neither repeats
 * nor skips it.
 */
export const schedulerMarks = pgTable('scheduler_marks', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

// ── Background work ────────────────────────────────────────────────────────────────────────────
/**
 * Durable background jobs (services/jobs): a row per piece of work, claimed by one runner at a time
 * (`for update skip locked` plus a lease), so work survives a restart and runs once. `dedupeKey` keeps a
 * single open (queued or running) job per key — the daily schedules are such keyed rows whose `runAt` is
 * the next run.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<'queued' | 'running' | 'succeeded' | 'failed'>().notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(1),
    /** While running: when the lease ends and another runner may take the job over (a crashed process). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key'),
    /** `daily HH:MM` (UTC): when the job finishes, the next one is queued for the next such time. */
    schedule: text('schedule'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.status} in ('queued', 'running')`),
    uniqueIndex('jobs_open_dedupe_uq')
      .on(t.dedupeKey)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * Runs of a report (the definitions live in code: server/content-model/reports). A failed run is kept as
 * failed; the last successful run stays the one whose CSV and chart data are served.
 */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    reportId: integer('report_id').notNull(),
    status: text('status').$type<'queued' | 'running' | 'succeeded' | 'failed'>().notNull().default('queued'),
    trigger: text('trigger').$type<'manual' | 'schedule'>().notNull(),
    /** Who started it (notified when it finishes); null for scheduled runs. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rowCount: integer('row_count'),
    /** The chart rows of a succeeded run. */
    chartData: jsonb('chart_data').$type<Record<string, string | number>[]>(),
    /** The CSV below the data folder (relative path). */
    filePath: text('file_path'),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('report_runs_report_idx').on(t.tenantId, t.reportId, t.id)],
);

// --- Live preview (issue 22): preview sessions ---

/**
 * Preview sessions: the unsaved content of one shop config as the editor's form holds it. The session id is
 * the only credential of `GET /content/preview/{id}`, so only its SHA-256 is stored. A session lives one
 * hour after its last update (`expires_at`); the job runner's `preview-sweep` deletes expired rows.
 */
export const previewSessions = pgTable(
  'preview_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: integer('app_id').notNull(),
    entityType: text('entity_type').notNull(),
    resourceId: integer('resource_id'),
    device: text('device').notNull().default('desktop'),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('preview_sessions_user_idx').on(t.userId, t.updatedAt),
    index('preview_sessions_expires_idx').on(t.expiresAt),
  ],
);

// --- Working together (issue 23): edit locks, comments and their mentions ---

/**
 * The edit lock: one lease per resource, held by one editing session (a browser tab) of one user until
 * `expiresAt` (services/locks). In the database, so every server process sees the same holder.
 */
export const editLocks = pgTable(
  'edit_locks',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.resourceType, t.resourceId] })],
);

/** Comments on a resource (soft-deleted: `deletedAt` set, text kept out of answers). */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Mentions as `<@U{id}>`, other text with `<`, `>`, `&` escaped (services/comments/mentions.ts). */
    text: text('text').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('comments_resource_idx').on(t.tenantId, t.resourceType, t.resourceId, t.id)],
);

/** Who a comment mentions (each notified once: the row is written with the notification). */
export const commentMentions = pgTable(
  'comment_mentions',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

// --- Translations (issue 24): one row per target shop of a translation request -----------------------------

/** A unit of a translation: one recorded value of the target shop (the contract's TranslationUnit). */
export interface TranslationUnitRow {
  id: string;
  path: string;
  source: string;
  label: string;
  blockType: string | null;
}

/**
 * A translation of one entity into one target shop (spec 2 §3, §4.3): the vocabulary sent (`input`), the
 * target shop's values recorded at the request (`units`), what the provider delivered (`output`, null until
 * then). Status open → in_translation → confirmed.
 */
export const translations = pgTable(
  'translations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    status: text('status').$type<'open' | 'in_translation' | 'confirmed'>().notNull().default('open'),
    provider: text('provider').notNull(),
    link: text('link'),
    input: jsonb('input').$type<Record<string, string>>().notNull(),
    units: jsonb('units').$type<TranslationUnitRow[]>().notNull(),
    output: jsonb('output').$type<Record<string, string>>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('translations_resource_idx').on(t.tenantId, t.resourceType, t.entityId, t.appId)],
);

// --- activity: the tenant-wide activity log (issue 29), one row per recorded domain event ---

/** What an activity row tells beside its columns (services/activity/record.ts). */
export interface ActivityDetail {
  /** The entity's or media item's name when the event was recorded (it may be renamed or purged since). */
  name?: string;
  /** Status changes: the status before and after. */
  from?: string;
  to?: string;
  /** Refused publishes: the shops refused and how many problems they had. */
  appIds?: number[];
  errorCount?: number;
}

/**
 * The activity log (issue 29): who did what to which entity, media item or shop, and when. Written by the
 * domain-event listener after the change committed; purged after the retention period (ACTIVITY_RETENTION_DAYS).
 * No foreign key on the entity, media item or shop: the log outlives what it names. Media rows carry the media
 * kind as `entity_type` and the media id as both `entity_id` and `media_id`, so one address filters both.
 */
export const activity = pgTable(
  'activity',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    entityType: text('entity_type'),
    entityId: integer('entity_id'),
    mediaId: integer('media_id'),
    appId: integer('app_id'),
    /** Saves: the entity version the save made. */
    version: integer('version'),
    detail: jsonb('detail').$type<ActivityDetail>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('activity_actor_created_idx').on(t.tenantId, t.actorId, t.createdAt, t.id),
    index('activity_kind_created_idx').on(t.tenantId, t.kind, t.createdAt, t.id),
    index('activity_entity_created_idx').on(t.tenantId, t.entityType, t.entityId, t.createdAt, t.id),
    index('activity_created_idx').on(t.createdAt),
  ],
);

// --- bulk: bulk actions on the overviews ---
/**
 * One action on many rows of an overview (services/bulk-actions): the selection resolved when it was asked for
 * (`itemIds`), what to do (`action`, `params`), and — written by its job (the `jobs` row) as it goes — the
 * progress and the result of each item tried. Only its user reads it.
 */
export const bulkActions = pgTable(
  'bulk_actions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    action: text('action').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    itemIds: jsonb('item_ids').$type<number[]>().notNull(),
    status: text('status').$type<'queued' | 'running' | 'succeeded' | 'failed'>().notNull().default('queued'),
    done: integer('done').notNull().default(0),
    items: jsonb('items').$type<Record<string, unknown>[]>().notNull().default([]),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('bulk_actions_user_idx').on(t.tenantId, t.userId)],
);
