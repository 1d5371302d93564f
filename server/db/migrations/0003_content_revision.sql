-- A content revision: bumped by every statement that writes content (or the names shown with it), so
-- cached overview answers can tell they are still current with one cheap read.
CREATE SEQUENCE IF NOT EXISTS "content_revision";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('content_revision');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "entities_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "entities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "app_configs_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_configs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "tags_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "tag_groups_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tag_groups" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "media_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "users_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "apps_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "apps" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
