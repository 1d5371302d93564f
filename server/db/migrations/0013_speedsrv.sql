-- Search in names (`search_text like '%term%'`, the overviews' term filter, the dashboard's and the palette's
-- search) reads a trigram index instead of scanning the type's rows: pg_trgm is a trusted extension on
-- PostgreSQL 13+ (a database owner may create it) and PGlite loads it at start (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entities_search_text_trgm_idx" ON "entities" USING gin ("search_text" gin_trgm_ops);
