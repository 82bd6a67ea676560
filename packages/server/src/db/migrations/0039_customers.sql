CREATE TABLE "customer_favourites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" bigint NOT NULL,
	"note" text,
	"remind_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_label_links" (
	"customer_id" bigint NOT NULL,
	"label_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_label_links_customer_id_label_id_pk" PRIMARY KEY("customer_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "customer_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"colour" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_merges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"surviving_id" bigint NOT NULL,
	"merged_id" bigint NOT NULL,
	"moved" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" integer,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"content" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "vip" smallint;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "merged_into_id" bigint;--> statement-breakpoint
ALTER TABLE "customer_favourites" ADD CONSTRAINT "customer_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_label_links" ADD CONSTRAINT "customer_label_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_label_links" ADD CONSTRAINT "customer_label_links_label_id_customer_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."customer_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_label_links" ADD CONSTRAINT "customer_label_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_labels" ADD CONSTRAINT "customer_labels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_surviving_id_customers_id_fk" FOREIGN KEY ("surviving_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_merged_id_customers_id_fk" FOREIGN KEY ("merged_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_favourites_user_target_key" ON "customer_favourites" USING btree ("user_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "customer_favourites_user_remind_idx" ON "customer_favourites" USING btree ("user_id","remind_at","id");--> statement-breakpoint
CREATE INDEX "customer_label_links_label_idx" ON "customer_label_links" USING btree ("label_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_labels_name_zh_key" ON "customer_labels" USING btree (lower("name_zh"));--> statement-breakpoint
CREATE UNIQUE INDEX "customer_labels_name_en_key" ON "customer_labels" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "customer_merges_surviving_idx" ON "customer_merges" USING btree ("surviving_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_merges_merged_idx" ON "customer_merges" USING btree ("merged_id");--> statement-breakpoint
CREATE INDEX "customer_notes_customer_idx" ON "customer_notes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_cases_customer_id_idx" ON "mail_cases" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customers_platform_id_idx" ON "customers" USING btree ("platform_id","id");--> statement-breakpoint
CREATE INDEX "customers_country_id_idx" ON "customers" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "customers_vip_id_idx" ON "customers" USING btree ("vip","id") WHERE "customers"."vip" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_vip_range" CHECK ("customers"."vip" BETWEEN 1 AND 5);