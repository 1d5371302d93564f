DROP INDEX "entities_type_name_idx";--> statement-breakpoint
CREATE INDEX "app_configs_entity_name_idx" ON "app_configs" USING btree ("entity_id","name");--> statement-breakpoint
CREATE INDEX "entities_type_created_idx" ON "entities" USING btree ("tenant_id","entity_type","created_at","id");--> statement-breakpoint
CREATE INDEX "entities_type_name_idx" ON "entities" USING btree ("tenant_id","entity_type","internal_name","id");