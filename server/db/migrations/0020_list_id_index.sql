-- Lists sorted by id (the overview's ID column) read the page from this index like the other sort orders
-- (0003, 0015); without it a type's page came from the primary key, reading every other type's rows on the
-- way (page 50 of bundles sorted by id at 100 000 entities: 8 000 rows filtered, 2.3 ms; with it 0.2 ms).
CREATE INDEX IF NOT EXISTS "entities_type_id_idx" ON "entities" USING btree ("tenant_id","entity_type","id") WHERE "entities"."deleted_at" is null;
