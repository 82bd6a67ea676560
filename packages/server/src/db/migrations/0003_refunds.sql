CREATE SEQUENCE "public"."refund_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "refund_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(18, 4) DEFAULT '0' NOT NULL,
	"discount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"deposit" numeric(18, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"refund_route" text NOT NULL,
	"refund_priority" smallint NOT NULL,
	"amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"provider_refund_id" text,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refund_route_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"route_id" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"preferred" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_no" text DEFAULT 'RF' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || lpad(nextval('refund_no_seq')::text, 7, '0') NOT NULL,
	"serial_number" text NOT NULL,
	"order_id" bigint NOT NULL,
	"package_id" bigint NOT NULL,
	"platform_id" integer NOT NULL,
	"currency" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"refund_route" text,
	"combined_option" smallint,
	"paypal_account" text,
	"transaction_number" text,
	"problem_label_id" integer NOT NULL,
	"extra_freight_problem_label_id" integer,
	"delivery_status" smallint DEFAULT 1 NOT NULL,
	"is_cancel_order" boolean DEFAULT false NOT NULL,
	"is_batch_exception" boolean DEFAULT false NOT NULL,
	"need_test" boolean DEFAULT false NOT NULL,
	"is_platform_refund" boolean DEFAULT false NOT NULL,
	"is_dispute_refund" boolean DEFAULT false NOT NULL,
	"partial_refund_and_open_case" boolean DEFAULT false NOT NULL,
	"reason" text NOT NULL,
	"reason_en" text,
	"online_refund_reason" text,
	"video_link" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"freight_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"freight_insurance_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"tariff_insurance_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"broken_screen_service_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"cod_fee_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"sales_tax_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"igst_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"cgst_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"sgst_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"gst_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"installment_interest_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"extra_freight_amount" numeric(18, 4),
	"deposit_amount" numeric(18, 4),
	"total_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"reference_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"percent" numeric(9, 4) DEFAULT '0' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payments" ADD CONSTRAINT "refund_payments_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payments" ADD CONSTRAINT "refund_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_route_configs" ADD CONSTRAINT "refund_route_configs_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_lines_refund_idx" ON "refund_lines" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refund_payments_refund_idx" ON "refund_payments" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refund_payments_payment_idx" ON "refund_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_route_configs_platform_route_key" ON "refund_route_configs" USING btree ("platform_id","route_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_refund_no_key" ON "refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_serial_package_key" ON "refunds" USING btree ("serial_number","package_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_package_idx" ON "refunds" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "refunds_status_created_idx" ON "refunds" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_platform_created_idx" ON "refunds" USING btree ("platform_id","created_at","id");