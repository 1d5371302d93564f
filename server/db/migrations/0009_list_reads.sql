CREATE SEQUENCE "public"."content_revisions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "entity_counts" (
	"tenant_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "entity_counts_tenant_id_entity_type_pk" PRIMARY KEY("tenant_id","entity_type")
);
--> statement-breakpoint
ALTER TABLE "app_configs" ADD COLUMN "revision" bigint DEFAULT nextval('content_revisions') NOT NULL;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "revision" bigint DEFAULT nextval('content_revisions') NOT NULL;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "entity_counts" ADD CONSTRAINT "entity_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An entity row takes a new revision on every update, whoever writes it (saves, publishing, another process on
-- the same PostgreSQL); inserts take theirs from the column default. Its search text is the lower-cased
-- internal name and shop-config names, one per line, read again on every insert and update.
CREATE FUNCTION "entities_before_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    NEW.revision := nextval('content_revisions');
  END IF;
  NEW.search_text := lower(NEW.internal_name || coalesce(E'\n' || (
    SELECT string_agg(ac.name, E'\n' ORDER BY ac.app_id) FROM app_configs ac WHERE ac.entity_id = NEW.id
  ), ''));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "entities_before_write" BEFORE INSERT OR UPDATE ON "entities"
  FOR EACH ROW EXECUTE FUNCTION "entities_before_write"();--> statement-breakpoint
-- Every update of a shop config takes a new revision too (stream counts, publishing, saves).
CREATE FUNCTION "app_configs_next_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := nextval('content_revisions');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "app_configs_revision" BEFORE UPDATE ON "app_configs"
  FOR EACH ROW EXECUTE FUNCTION "app_configs_next_revision"();--> statement-breakpoint
-- When shop-config names change, their entities are touched so that the trigger above reads the names again.
-- Only inserts, deletes and name changes do so: they happen where the entity row is written in the same
-- transaction first (create, duplicate, save), so no writer takes the two row locks in the other order.
CREATE FUNCTION "app_configs_names_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "entities" SET "search_text" = '' WHERE "id" IN (SELECT DISTINCT "entity_id" FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "entities" SET "search_text" = '' WHERE "id" IN (SELECT DISTINCT "entity_id" FROM old_rows);
  ELSE
    UPDATE "entities" SET "search_text" = '' WHERE "id" IN (OLD.entity_id, NEW.entity_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "app_configs_inserted" AFTER INSERT ON "app_configs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app_configs_names_changed"();--> statement-breakpoint
CREATE TRIGGER "app_configs_deleted" AFTER DELETE ON "app_configs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app_configs_names_changed"();--> statement-breakpoint
CREATE TRIGGER "app_configs_renamed" AFTER UPDATE OF "name", "entity_id" ON "app_configs"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.entity_id IS DISTINCT FROM NEW.entity_id)
  EXECUTE FUNCTION "app_configs_names_changed"();--> statement-breakpoint
-- Rows written before this migration.
UPDATE "entities" SET "search_text" = '';
--> statement-breakpoint
-- The number of entities per tenant and type follows every insert and delete (a type never changes).
CREATE FUNCTION "entity_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "entity_counts" AS c ("tenant_id", "entity_type", "count")
      SELECT "tenant_id", "entity_type", count(*) FROM new_rows GROUP BY 1, 2
      ON CONFLICT ("tenant_id", "entity_type") DO UPDATE SET "count" = c."count" + excluded."count";
  ELSE
    UPDATE "entity_counts" c SET "count" = c."count" - gone.n
      FROM (SELECT "tenant_id", "entity_type", count(*) AS n FROM old_rows GROUP BY 1, 2) gone
      WHERE c."tenant_id" = gone."tenant_id" AND c."entity_type" = gone."entity_type";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entities_inserted" AFTER INSERT ON "entities" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "entity_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "entities_deleted" AFTER DELETE ON "entities" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "entity_counts_follow"();--> statement-breakpoint
INSERT INTO "entity_counts" ("tenant_id", "entity_type", "count")
  SELECT "tenant_id", "entity_type", count(*) FROM "entities" GROUP BY 1, 2;
