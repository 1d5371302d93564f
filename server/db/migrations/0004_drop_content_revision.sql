-- The content revision of 0003 fed a cache of list answers; measured against the uncached lists (shop
-- configs as one json_agg, fresh statistics) it gained nothing, so the cache and its triggers are gone.
DROP TRIGGER IF EXISTS "entities_content_revision" ON "entities";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "app_configs_content_revision" ON "app_configs";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "tags_content_revision" ON "tags";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "tag_groups_content_revision" ON "tag_groups";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "media_content_revision" ON "media";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_content_revision" ON "users";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "apps_content_revision" ON "apps";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "bump_content_revision"();
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "content_revision";
