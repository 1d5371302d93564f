-- The trash (issue 29): a deleted entity or media item keeps its row with `deleted_at` (and who deleted it) until
-- it is restored or purged. Lists read only live rows: their indexes become partial (WHERE deleted_at IS NULL),
-- and the trash lists read their own partial indexes.
ALTER TABLE "entities" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX "entities_type_updated_idx";--> statement-breakpoint
DROP INDEX "entities_tenant_updated_idx";--> statement-breakpoint
DROP INDEX "entities_type_name_idx";--> statement-breakpoint
DROP INDEX "entities_type_created_idx";--> statement-breakpoint
DROP INDEX "media_kind_updated_idx";--> statement-breakpoint
CREATE INDEX "entities_type_updated_idx" ON "entities" USING btree ("tenant_id","entity_type","updated_at","id") WHERE "entities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "entities_tenant_updated_idx" ON "entities" USING btree ("tenant_id","updated_at","id") WHERE "entities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "entities_type_name_idx" ON "entities" USING btree ("tenant_id","entity_type","internal_name","id") WHERE "entities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "entities_type_created_idx" ON "entities" USING btree ("tenant_id","entity_type","created_at","id") WHERE "entities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "media_kind_updated_idx" ON "media" USING btree ("tenant_id","kind","updated_at","id") WHERE "media"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "entities_trash_idx" ON "entities" USING btree ("tenant_id","entity_type","deleted_at","id") WHERE "entities"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "media_trash_idx" ON "media" USING btree ("tenant_id","kind","deleted_at","id") WHERE "media"."deleted_at" is not null;--> statement-breakpoint
-- The kept counts (0009) are of live rows: a move to the trash or back counts like a delete or an insert.
CREATE OR REPLACE FUNCTION "entity_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "entity_counts" AS c ("tenant_id", "entity_type", "count")
      SELECT "tenant_id", "entity_type", count(*) FROM new_rows WHERE "deleted_at" IS NULL GROUP BY 1, 2
      ON CONFLICT ("tenant_id", "entity_type") DO UPDATE SET "count" = c."count" + excluded."count";
  ELSE
    UPDATE "entity_counts" c SET "count" = c."count" - gone.n
      FROM (SELECT "tenant_id", "entity_type", count(*) AS n FROM old_rows WHERE "deleted_at" IS NULL GROUP BY 1, 2) gone
      WHERE c."tenant_id" = gone."tenant_id" AND c."entity_type" = gone."entity_type";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "entity_counts_trashed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "entity_counts" AS c ("tenant_id", "entity_type", "count")
    VALUES (NEW."tenant_id", NEW."entity_type", CASE WHEN NEW."deleted_at" IS NULL THEN 1 ELSE -1 END)
    ON CONFLICT ("tenant_id", "entity_type") DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entities_trashed" AFTER UPDATE OF "deleted_at" ON "entities"
  FOR EACH ROW WHEN ((OLD."deleted_at" IS NULL) <> (NEW."deleted_at" IS NULL))
  EXECUTE FUNCTION "entity_counts_trashed"();
