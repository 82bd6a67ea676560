CREATE TABLE "ai_reply_policies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"policy_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"scope_key" text NOT NULL,
	"platform_id" integer NOT NULL,
	"shop_id" integer,
	"lang" text NOT NULL,
	"problem_label_id" integer,
	"tone" text NOT NULL,
	"may_promise" text NOT NULL,
	"template" text NOT NULL,
	"status" text NOT NULL,
	"edited_by" integer NOT NULL,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_remark" text
);
--> statement-breakpoint
CREATE TABLE "translation_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"result" text NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ai_reply_policies" ADD CONSTRAINT "ai_reply_policies_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_reply_policies" ADD CONSTRAINT "ai_reply_policies_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_reply_policies" ADD CONSTRAINT "ai_reply_policies_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_reply_policies" ADD CONSTRAINT "ai_reply_policies_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_cache" ADD CONSTRAINT "translation_cache_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_reply_policies_version_key" ON "ai_reply_policies" USING btree ("scope_key","version");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_reply_policies_approved_key" ON "ai_reply_policies" USING btree ("scope_key") WHERE "ai_reply_policies"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "ai_reply_policies_open_key" ON "ai_reply_policies" USING btree ("scope_key") WHERE "ai_reply_policies"."status" in ('draft', 'pending');--> statement-breakpoint
CREATE INDEX "ai_reply_policies_platform_idx" ON "ai_reply_policies" USING btree ("platform_id","status");