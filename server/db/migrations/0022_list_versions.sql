-- A change counter per tenant for the list answer cache (services/entities/list-cache.ts): every write to a
-- table whose data shows in a list answer (entities, their shop configs, tags and tag groups, media, the user
-- summaries of updatedByUser/createdByUser) bumps it in the writing transaction, so a kept answer is only
-- reused while the counter a request reads is the one it was built under — whichever process wrote.
CREATE TABLE "list_versions" (
  "tenant_id" integer PRIMARY KEY NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "version" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
-- Statement level: one bump per tenant a statement touched, however many rows (bulk actions, seeds).
CREATE FUNCTION "list_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_versions" AS v ("tenant_id", "version")
    SELECT DISTINCT c."tenant_id", 1 FROM changed_rows c
      WHERE EXISTS (SELECT 1 FROM "tenants" t WHERE t."id" = c."tenant_id") ORDER BY 1
    ON CONFLICT ("tenant_id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Shop configs have no tenant column: their entity's (a config deleted with its entity: the entity's bump).
CREATE FUNCTION "list_versions_bump_configs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_versions" AS v ("tenant_id", "version")
    SELECT DISTINCT e."tenant_id", 1 FROM changed_rows c JOIN "entities" e ON e."id" = c."entity_id" ORDER BY 1
    ON CONFLICT ("tenant_id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Users: a row trigger, so that only the columns a user summary shows count (sign-ins write other ones).
CREATE FUNCTION "list_versions_bump_user"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."tenant_id" ELSE NEW."tenant_id" END;
BEGIN
  IF EXISTS (SELECT 1 FROM "tenants" WHERE "id" = tenant) THEN
    INSERT INTO "list_versions" AS v ("tenant_id", "version") VALUES (tenant, 1)
      ON CONFLICT ("tenant_id") DO UPDATE SET "version" = v."version" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entities_list_inserted" AFTER INSERT ON "entities" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "entities_list_updated" AFTER UPDATE ON "entities" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "entities_list_deleted" AFTER DELETE ON "entities" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "app_configs_list_inserted" AFTER INSERT ON "app_configs" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_bump_configs"();--> statement-breakpoint
CREATE TRIGGER "app_configs_list_updated" AFTER UPDATE ON "app_configs" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_bump_configs"();--> statement-breakpoint
CREATE TRIGGER "app_configs_list_deleted" AFTER DELETE ON "app_configs" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_bump_configs"();--> statement-breakpoint
CREATE TRIGGER "tags_list_inserted" AFTER INSERT ON "tags" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "tags_list_updated" AFTER UPDATE ON "tags" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "tags_list_deleted" AFTER DELETE ON "tags" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "tag_groups_list_inserted" AFTER INSERT ON "tag_groups" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "tag_groups_list_updated" AFTER UPDATE ON "tag_groups" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "tag_groups_list_deleted" AFTER DELETE ON "tag_groups" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "media_list_inserted" AFTER INSERT ON "media" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "media_list_updated" AFTER UPDATE ON "media" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "media_list_deleted" AFTER DELETE ON "media" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "users_list_changed" AFTER INSERT OR DELETE OR UPDATE OF "name", "email", "avatar", "tenant_id"
  ON "users" FOR EACH ROW EXECUTE FUNCTION "list_versions_bump_user"();
--> statement-breakpoint
-- The cache's next schedule boundary: the first published config to go online (app_configs_scheduled_idx)
-- or offline (this one), each one index lookup.
CREATE INDEX "app_configs_expiring_idx" ON "app_configs" USING btree ("active_until") WHERE "app_configs"."is_published" and "app_configs"."active_until" is not null;
