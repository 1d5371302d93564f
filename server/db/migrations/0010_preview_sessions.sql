CREATE TABLE "preview_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"resource_id" integer,
	"device" text DEFAULT 'desktop' NOT NULL,
	"content" jsonb NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preview_sessions" ADD CONSTRAINT "preview_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_sessions" ADD CONSTRAINT "preview_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preview_sessions_user_idx" ON "preview_sessions" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "preview_sessions_expires_idx" ON "preview_sessions" USING btree ("expires_at");
