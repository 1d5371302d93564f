-- The palette's exact-name lookup (services/search/search-everywhere.ts): the lines of entities.search_text
-- (one lower-cased name per line, 0009) in a GIN index, so "which rows have a name that is exactly the term"
-- reads the index. It lets the palette rank only the newest matches of each type of a common word while
-- every exact name is still found.
CREATE INDEX IF NOT EXISTS "entities_search_lines_idx" ON "entities" USING gin (string_to_array("search_text", E'\n')) WHERE "entities"."deleted_at" is null;
