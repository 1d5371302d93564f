-- A list page's signatures (services/entities/entity-store.ts, signatureSql: per entity the highest revision
-- and the number of its shop configs, to tell which kept rows are still current) read the configs' revisions
-- from this index alone. Before, each of a page's ~120 configs was fetched from the app_configs heap: at
-- 100 000 entities (640 000 configs, 890 MB of drafts) those rows are scattered over a table many times the
-- size of shared_buffers, so every page read them from the operating system's cache.
CREATE INDEX IF NOT EXISTS "app_configs_entity_revision_idx" ON "app_configs" USING btree ("entity_id","revision");
