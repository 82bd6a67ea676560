CREATE SEQUENCE "public"."return_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "channel_problem_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_problem_id" bigint NOT NULL,
	"action" text NOT NULL,
	"detail" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_problems" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"package_id" bigint NOT NULL,
	"platform_id" integer NOT NULL,
	"reason_for_return" smallint NOT NULL,
	"recommended_processing_center" text NOT NULL,
	"foreign_return_tracking_number" text,
	"processing_deadline" timestamp with time zone NOT NULL,
	"rejection_note" text,
	"return_status" smallint NOT NULL,
	"treatment_plan" smallint,
	"system_scheme" smallint NOT NULL,
	"processing_status" smallint DEFAULT 1 NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assigner_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"original_quantity" integer NOT NULL,
	"exchange_sku" text,
	"exchange_quantity" integer
);
--> statement-breakpoint
CREATE TABLE "return_status_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"note" text,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_no" text DEFAULT 'TH' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || lpad(nextval('return_no_seq')::text, 7, '0') NOT NULL,
	"order_id" bigint NOT NULL,
	"package_id" bigint NOT NULL,
	"platform_id" integer NOT NULL,
	"return_type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"return_warehouse" text NOT NULL,
	"warehouse_label" text NOT NULL,
	"processing_centre" text NOT NULL,
	"mailing_method" smallint NOT NULL,
	"return_classification" smallint NOT NULL,
	"problem_label_id" integer,
	"need_test" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"return_address" text,
	"send_back_address" text,
	"expense_bearer" smallint,
	"expense_amount" numeric(18, 4),
	"maintenance_cost" numeric(18, 4),
	"repair_shipping_fee" numeric(18, 4),
	"repair_tracking_no" text,
	"return_tracking_no" text,
	"batch_number" text,
	"processing_scheme" smallint,
	"printed_at" timestamp with time zone,
	"reissued_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resend_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resend_id" bigint NOT NULL,
	"problem_product_code" text NOT NULL,
	"problem_type" integer NOT NULL,
	"resend_product_code" text,
	"product_id" integer,
	"quantity" integer DEFAULT 0 NOT NULL,
	"order_line_id" bigint
);
--> statement-breakpoint
CREATE TABLE "resends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"old_package_id" bigint NOT NULL,
	"new_package_id" bigint NOT NULL,
	"platform_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"extra_pay" numeric(18, 4) DEFAULT '0' NOT NULL,
	"extra_pay_transaction_id" text,
	"currency" text NOT NULL,
	"need_test" boolean DEFAULT false NOT NULL,
	"delivery_status" smallint DEFAULT 1 NOT NULL,
	"batch_exception" boolean DEFAULT false NOT NULL,
	"order_problem_type" integer,
	"remark" text NOT NULL,
	"video_link" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text,
	"mail_receive_id" text,
	"director_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audit_user_id" integer,
	"audit_date" timestamp with time zone,
	"audit_remark" text
);
--> statement-breakpoint
ALTER TABLE "channel_problem_logs" ADD CONSTRAINT "channel_problem_logs_channel_problem_id_channel_problems_id_fk" FOREIGN KEY ("channel_problem_id") REFERENCES "public"."channel_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_problem_logs" ADD CONSTRAINT "channel_problem_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_problems" ADD CONSTRAINT "channel_problems_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_problems" ADD CONSTRAINT "channel_problems_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_problems" ADD CONSTRAINT "channel_problems_assigner_id_users_id_fk" FOREIGN KEY ("assigner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_problems" ADD CONSTRAINT "channel_problems_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_status_log" ADD CONSTRAINT "return_status_log_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_status_log" ADD CONSTRAINT "return_status_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resend_lines" ADD CONSTRAINT "resend_lines_resend_id_resends_id_fk" FOREIGN KEY ("resend_id") REFERENCES "public"."resends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resend_lines" ADD CONSTRAINT "resend_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resend_lines" ADD CONSTRAINT "resend_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resends" ADD CONSTRAINT "resends_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resends" ADD CONSTRAINT "resends_old_package_id_packages_id_fk" FOREIGN KEY ("old_package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resends" ADD CONSTRAINT "resends_new_package_id_packages_id_fk" FOREIGN KEY ("new_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resends" ADD CONSTRAINT "resends_director_id_users_id_fk" FOREIGN KEY ("director_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resends" ADD CONSTRAINT "resends_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resends" ADD CONSTRAINT "resends_audit_user_id_users_id_fk" FOREIGN KEY ("audit_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_problem_logs_item_idx" ON "channel_problem_logs" USING btree ("channel_problem_id","at");--> statement-breakpoint
CREATE INDEX "channel_problems_package_idx" ON "channel_problems" USING btree ("package_id","created_at");--> statement-breakpoint
CREATE INDEX "channel_problems_order_idx" ON "channel_problems" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "channel_problems_platform_created_idx" ON "channel_problems" USING btree ("platform_id","created_at","id");--> statement-breakpoint
CREATE INDEX "channel_problems_deadline_idx" ON "channel_problems" USING btree ("processing_status","processing_deadline");--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "return_status_log_return_idx" ON "return_status_log" USING btree ("return_id","at");--> statement-breakpoint
CREATE INDEX "returns_return_no_idx" ON "returns" USING btree ("return_no");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_package_idx" ON "returns" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "returns_platform_created_idx" ON "returns" USING btree ("platform_id","created_at","id");--> statement-breakpoint
CREATE INDEX "returns_status_created_idx" ON "returns" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "returns_return_tracking_idx" ON "returns" USING btree ("return_tracking_no");--> statement-breakpoint
CREATE INDEX "resend_lines_resend_idx" ON "resend_lines" USING btree ("resend_id");--> statement-breakpoint
CREATE INDEX "resends_order_idx" ON "resends" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "resends_old_package_idx" ON "resends" USING btree ("old_package_id","status");--> statement-breakpoint
CREATE INDEX "resends_new_package_idx" ON "resends" USING btree ("new_package_id");--> statement-breakpoint
CREATE INDEX "resends_platform_created_idx" ON "resends" USING btree ("platform_id","created_at","id");--> statement-breakpoint
CREATE INDEX "resends_status_created_idx" ON "resends" USING btree ("status","created_at","id");