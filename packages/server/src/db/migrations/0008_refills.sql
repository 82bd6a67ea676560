CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate_to_usd" numeric(18, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_replenishment_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"replenishment_id" bigint NOT NULL,
	"product_id" integer,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_replenishments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refill_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"package_id" bigint NOT NULL,
	"platform_id" integer NOT NULL,
	"order_type" smallint NOT NULL,
	"amount_type" text NOT NULL,
	"amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"currency" text NOT NULL,
	"transaction_id" text,
	"receivables_account_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "receivables_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"en_name" text NOT NULL,
	"method" text NOT NULL,
	"account" text NOT NULL,
	"currency" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "returns_return_no_idx";--> statement-breakpoint
ALTER TABLE "package_replenishment_lines" ADD CONSTRAINT "package_replenishment_lines_replenishment_id_package_replenishments_id_fk" FOREIGN KEY ("replenishment_id") REFERENCES "public"."package_replenishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_replenishment_lines" ADD CONSTRAINT "package_replenishment_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_replenishments" ADD CONSTRAINT "package_replenishments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_replenishments" ADD CONSTRAINT "package_replenishments_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_replenishments" ADD CONSTRAINT "package_replenishments_receivables_account_id_receivables_accounts_id_fk" FOREIGN KEY ("receivables_account_id") REFERENCES "public"."receivables_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_replenishments" ADD CONSTRAINT "package_replenishments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_replenishments" ADD CONSTRAINT "package_replenishments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_replenishment_lines_replenishment_idx" ON "package_replenishment_lines" USING btree ("replenishment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "package_replenishments_refill_no_key" ON "package_replenishments" USING btree ("refill_no");--> statement-breakpoint
CREATE INDEX "package_replenishments_order_idx" ON "package_replenishments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "package_replenishments_package_idx" ON "package_replenishments" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_replenishments_platform_created_idx" ON "package_replenishments" USING btree ("platform_id","created_at","id");--> statement-breakpoint
CREATE INDEX "package_replenishments_status_created_idx" ON "package_replenishments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "package_replenishments_created_by_idx" ON "package_replenishments" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "package_replenishments_transaction_idx" ON "package_replenishments" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receivables_accounts_code_key" ON "receivables_accounts" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_return_no_key" ON "returns" USING btree ("return_no");