CREATE TABLE "batch_event_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"code" integer,
	"message" text,
	"points_grant_id" bigint,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "batch_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"process_type" text NOT NULL,
	"options" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"platform_id" integer NOT NULL,
	"order_id" bigint,
	"value" numeric(18, 4) DEFAULT '0' NOT NULL,
	"currency" text NOT NULL,
	"validity_date" date NOT NULL,
	"reason" text NOT NULL,
	"blacklist_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"main_code" text,
	"secondary_code" text,
	"requested_by" integer NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_comment" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_status" CHECK ("coupons"."status" IN ('pending', 'issued', 'used', 'denied'))
);
--> statement-breakpoint
CREATE TABLE "customer_blacklist" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"blacklist_type" text NOT NULL,
	"note" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"platform_id" integer NOT NULL,
	"order_id" bigint,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"blacklist_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"release_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"requested_by" integer NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_comment" text,
	"reversal_of" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_grants_points_range" CHECK ("points_grants"."points" BETWEEN -9999 AND 9999 AND "points_grants"."points" <> 0),
	CONSTRAINT "points_grants_status" CHECK ("points_grants"."status" IN ('pending', 'approved', 'released', 'denied'))
);
--> statement-breakpoint
ALTER TABLE "batch_event_rows" ADD CONSTRAINT "batch_event_rows_event_id_batch_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."batch_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_event_rows" ADD CONSTRAINT "batch_event_rows_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_event_rows" ADD CONSTRAINT "batch_event_rows_points_grant_id_points_grants_id_fk" FOREIGN KEY ("points_grant_id") REFERENCES "public"."points_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_events" ADD CONSTRAINT "batch_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_blacklist" ADD CONSTRAINT "customer_blacklist_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_blacklist" ADD CONSTRAINT "customer_blacklist_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_grants" ADD CONSTRAINT "points_grants_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_grants" ADD CONSTRAINT "points_grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_grants" ADD CONSTRAINT "points_grants_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_grants" ADD CONSTRAINT "points_grants_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_event_rows_event_idx" ON "batch_event_rows" USING btree ("event_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_event_rows_event_order_key" ON "batch_event_rows" USING btree ("event_id","order_id");--> statement-breakpoint
CREATE INDEX "batch_events_created_by_idx" ON "batch_events" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_main_code_key" ON "coupons" USING btree ("main_code");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_secondary_code_key" ON "coupons" USING btree ("secondary_code");--> statement-breakpoint
CREATE INDEX "coupons_customer_idx" ON "coupons" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "coupons_platform_created_idx" ON "coupons" USING btree ("platform_id","created_at","id");--> statement-breakpoint
CREATE INDEX "coupons_requested_by_idx" ON "coupons" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_grants_reversal_of_key" ON "points_grants" USING btree ("reversal_of");--> statement-breakpoint
CREATE INDEX "points_grants_customer_idx" ON "points_grants" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "points_grants_order_idx" ON "points_grants" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "points_grants_platform_created_idx" ON "points_grants" USING btree ("platform_id","created_at","id");--> statement-breakpoint
CREATE INDEX "points_grants_requested_by_idx" ON "points_grants" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "points_grants_due_idx" ON "points_grants" USING btree ("release_at") WHERE status = 'approved';