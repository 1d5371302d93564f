-- The command palette's search (docs/search-palette.md). Names are matched through entities.search_text (0009;
-- its index belongs to 0013); what the palette adds is the exact CPID lookup: the lower-cased CPIDs of a shop
-- config's content blocks, in a GIN index, so "which block has CPID x8Kq2Z" reads the index, not every
-- config's blocks.
CREATE FUNCTION "content_cpids"(elements jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(lower(cpid)), '{}'::text[])
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(elements) = 'array' THEN elements ELSE '[]'::jsonb END) AS element,
    LATERAL (SELECT element->'tracking'->>'cpid' AS cpid) AS tracked
  WHERE cpid IS NOT NULL AND cpid <> ''
$$;--> statement-breakpoint
CREATE INDEX "app_configs_cpids_idx" ON "app_configs" USING gin (content_cpids("content_elements"));
