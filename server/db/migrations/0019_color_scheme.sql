-- Numbered after 0018: drizzle applies only migrations newer than the last one a database has, and databases
-- from before dark mode already have 0018. Guarded, for the few that ran it while it was numbered 0017.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "color_scheme" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_color_scheme_ck";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_color_scheme_ck" CHECK ("users"."color_scheme" IN ('system', 'light', 'dark'));
