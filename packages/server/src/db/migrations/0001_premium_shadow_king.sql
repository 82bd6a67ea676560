CREATE TABLE "customers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_labels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"label_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"product_id" integer,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(18, 4) DEFAULT '0' NOT NULL,
	"discount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"deposit" numeric(18, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_remarks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"platform_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"original_order_id" text,
	"customer_id" bigint,
	"currency" text NOT NULL,
	"order_type" smallint DEFAULT 1 NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"confirm_type" smallint DEFAULT 1 NOT NULL,
	"status" smallint NOT NULL,
	"error_message" text,
	"is_marked" boolean DEFAULT false NOT NULL,
	"sales_pending" boolean DEFAULT false NOT NULL,
	"cs_pending" boolean DEFAULT false NOT NULL,
	"processing_centre" text,
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
	"discount_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"total_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"deposit_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"ship_name" text,
	"ship_phone" text,
	"ship_country" text,
	"ship_state" text,
	"ship_city" text,
	"ship_postcode" text,
	"ship_address1" text,
	"ship_address2" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"package_id" bigint NOT NULL,
	"order_line_id" bigint,
	"product_id" integer,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"package_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"platform_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"processing_centre" text,
	"logistic_method" text,
	"transport_level" smallint,
	"forwarder" text,
	"carrier" text,
	"tracking_no" text,
	"tracking_status" smallint DEFAULT 0 NOT NULL,
	"delivery_status" smallint DEFAULT 1 NOT NULL,
	"deposit_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"deposit_transaction_id" text,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"import_at" timestamp with time zone,
	"handover_at" timestamp with time zone,
	"consign_at" timestamp with time zone,
	"delivery_at" timestamp with time zone,
	"sign_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"payment_group" text NOT NULL,
	"method" text NOT NULL,
	"route" smallint NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"currency" text NOT NULL,
	"is_deposit" boolean DEFAULT false NOT NULL,
	"transaction_no" text,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"poa" text NOT NULL,
	"item_code" text NOT NULL,
	"property_code" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"price" numeric(18, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"name" text NOT NULL,
	"site" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_labels" ADD CONSTRAINT "order_labels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_remarks" ADD CONSTRAINT "order_remarks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_remarks" ADD CONSTRAINT "order_remarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_lines" ADD CONSTRAINT "package_lines_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_lines" ADD CONSTRAINT "package_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_name_prefix_idx" ON "customers" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_email_prefix_idx" ON "customers" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_suffix_idx" ON "customers" USING btree (reverse(regexp_replace("phone", '[^0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_labels_order_idx" ON "order_labels" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_order_idx" ON "order_lines" USING btree ("product_id","order_id");--> statement-breakpoint
CREATE INDEX "order_remarks_order_idx" ON "order_remarks" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_key" ON "orders" USING btree ("order_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_platform_created_idx" ON "orders" USING btree ("platform_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_shop_created_idx" ON "orders" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_original_order_id_idx" ON "orders" USING btree ("original_order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "package_lines_package_idx" ON "package_lines" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_package_no_key" ON "packages" USING btree ("package_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "packages_order_idx" ON "packages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "packages_tracking_no_idx" ON "packages" USING btree ("tracking_no");--> statement-breakpoint
CREATE INDEX "packages_platform_created_idx" ON "packages" USING btree ("platform_id","created_at","id");--> statement-breakpoint
CREATE INDEX "packages_created_idx" ON "packages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "packages_import_idx" ON "packages" USING btree ("import_at");--> statement-breakpoint
CREATE INDEX "packages_handover_idx" ON "packages" USING btree ("handover_at");--> statement-breakpoint
CREATE INDEX "packages_consign_idx" ON "packages" USING btree ("consign_at");--> statement-breakpoint
CREATE INDEX "packages_delivery_idx" ON "packages" USING btree ("delivery_at");--> statement-breakpoint
CREATE INDEX "packages_sign_idx" ON "packages" USING btree ("sign_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_transaction_no_idx" ON "payments" USING btree ("transaction_no");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("sku" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_item_code_idx" ON "products" USING btree ("item_code");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_platform_name_key" ON "shops" USING btree ("platform_id","name");