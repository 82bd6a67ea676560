CREATE TABLE "abnormal_generate_settings" (
	"type" smallint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"events" text[] DEFAULT '{}' NOT NULL,
	"platform_ids" integer[] DEFAULT '{}' NOT NULL,
	"deadline_hours" integer NOT NULL,
	"handler_type" smallint,
	"handler_id" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abnormal_orders" (
	"work_order_id" bigint PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"event" text NOT NULL,
	"abnormal_status" smallint DEFAULT 3 NOT NULL,
	"ticket_status" smallint DEFAULT 1 NOT NULL,
	"processing_scheme" smallint,
	"processing_deadline" timestamp with time zone,
	"reason_for_return" smallint,
	"channel_problem_id" bigint,
	"resend_id" bigint,
	"pending_remark" text,
	"package_remark" text,
	"channel_return_remark" text,
	"processing_result" text,
	"scheme_by" integer,
	"scheme_at" timestamp with time zone,
	"close_reason" text,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "abnormal_generate_settings" ADD CONSTRAINT "abnormal_generate_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_orders" ADD CONSTRAINT "abnormal_orders_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_orders" ADD CONSTRAINT "abnormal_orders_channel_problem_id_channel_problems_id_fk" FOREIGN KEY ("channel_problem_id") REFERENCES "public"."channel_problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_orders" ADD CONSTRAINT "abnormal_orders_resend_id_resends_id_fk" FOREIGN KEY ("resend_id") REFERENCES "public"."resends"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_orders" ADD CONSTRAINT "abnormal_orders_scheme_by_users_id_fk" FOREIGN KEY ("scheme_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abnormal_orders_type_status_idx" ON "abnormal_orders" USING btree ("type","abnormal_status","work_order_id");--> statement-breakpoint
CREATE INDEX "abnormal_orders_deadline_idx" ON "abnormal_orders" USING btree ("processing_deadline") WHERE "abnormal_orders"."ticket_status" <> 3 AND "abnormal_orders"."abnormal_status" <> 6;