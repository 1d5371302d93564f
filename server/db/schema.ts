// Drizzle tables (pg-core). One migration set serves PGlite and PostgreSQL.
// Every row of content belongs to a tenant, so later tables (entities and their app configs,
// notifications, watchers, comments, locks) hang off `tenants` and `users` the same way.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AppShopUrls,
  ResourceTypeSetting,
  TenantItemsPerRow,
  TenantKey,
  TenantTeaserSpecs,
  TenantUrls,
} from '../../generated/model';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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
    resourceTypes: jsonb('resource_types').$type<ResourceTypeSetting[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), index('users_tenant_idx').on(t.tenantId)],
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
