-- A change counter per tenant for the list answer cache (services/entities/list-cache.ts): every write to a
-- table whose data shows in a list answer (entities, their shop configs, tags and tag groups, media, the user
-- summaries of updatedByUser/createdByUser) bumps it in the writing transaction, so a kept answer is only
-- reused while the counter a request reads is the one it was built under — whichever process wrote.
CREATE TABLE "list_versions" (
  "tenant_id" integer PRIMARY KEY NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "version" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
-- Bumped at commit (deferred constraint triggers), once per tenant and transaction: the counter row's lock is
-- held only while the transaction commits, so two writers never wait for each other through it while they still
-- have rows to lock (a save and a bulk action touching the same entities would otherwise deadlock: one holds
-- the counter and waits for an entity row, the other holds that row and waits for the counter).
CREATE FUNCTION "list_versions_bump_tenant"(tenant integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF tenant IS NULL OR current_setting('content.list_bumped_' || tenant, true) = '1' THEN RETURN; END IF;
  PERFORM set_config('content.list_bumped_' || tenant, '1', true);
  IF EXISTS (SELECT 1 FROM "tenants" WHERE "id" = tenant) THEN
    INSERT INTO "list_versions" AS v ("tenant_id", "version") VALUES (tenant, 1)
      ON CONFLICT ("tenant_id") DO UPDATE SET "version" = v."version" + 1;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "list_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "list_versions_bump_tenant"(CASE WHEN TG_OP = 'DELETE' THEN OLD."tenant_id" ELSE NEW."tenant_id" END);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Shop configs have no tenant column: their entity's (a config deleted with its entity: the entity's bump).
CREATE FUNCTION "list_versions_bump_configs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "list_versions_bump_tenant"((SELECT e."tenant_id" FROM "entities" e
    WHERE e."id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."entity_id" ELSE NEW."entity_id" END));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entities_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "entities"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_versions_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "app_configs_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "app_configs"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_versions_bump_configs"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tags_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "tags"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_versions_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tag_groups_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "tag_groups"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_versions_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "media_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "media"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_versions_bump"();--> statement-breakpoint
-- Users: only the columns a user summary shows count (sign-ins write other ones).
CREATE CONSTRAINT TRIGGER "users_list_changed" AFTER INSERT OR DELETE OR UPDATE OF "name", "email", "avatar", "tenant_id"
  ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_versions_bump"();
--> statement-breakpoint
-- The cache's next schedule boundary: the first published config to go online (app_configs_scheduled_idx)
-- or offline (this one), each one index lookup.
CREATE INDEX "app_configs_expiring_idx" ON "app_configs" USING btree ("active_until") WHERE "app_configs"."is_published" and "app_configs"."active_until" is not null;
