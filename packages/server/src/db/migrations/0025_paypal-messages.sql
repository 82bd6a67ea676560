CREATE TABLE "paypal_message_reads" (
	"user_id" integer NOT NULL,
	"message_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paypal_message_reads_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "paypal_message_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"en_name" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "paypal_message_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "paypal_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"event_id" text,
	"event_type" text NOT NULL,
	"source" text NOT NULL,
	"type_id" smallint NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"summary" text,
	"content" text,
	"transaction_id" text,
	"dispute_id" text,
	"provider_refund_id" text,
	"reason" text,
	"provider_status" text,
	"dispute_stage" text,
	"amount" numeric(18, 4),
	"currency" text,
	"order_id" bigint,
	"package_id" bigint,
	"refund_id" bigint,
	"platform_id" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb
);
--> statement-breakpoint
ALTER TABLE "paypal_message_reads" ADD CONSTRAINT "paypal_message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_message_reads" ADD CONSTRAINT "paypal_message_reads_message_id_paypal_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."paypal_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_messages" ADD CONSTRAINT "paypal_messages_type_id_paypal_message_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."paypal_message_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_messages" ADD CONSTRAINT "paypal_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_messages" ADD CONSTRAINT "paypal_messages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_messages" ADD CONSTRAINT "paypal_messages_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_messages_event_key_key" ON "paypal_messages" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "paypal_messages_occurred_idx" ON "paypal_messages" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "paypal_messages_type_occurred_idx" ON "paypal_messages" USING btree ("type_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "paypal_messages_transaction_idx" ON "paypal_messages" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "paypal_messages_dispute_idx" ON "paypal_messages" USING btree ("dispute_id","occurred_at");--> statement-breakpoint
CREATE INDEX "paypal_messages_refund_idx" ON "paypal_messages" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "paypal_messages_order_idx" ON "paypal_messages" USING btree ("order_id") WHERE "paypal_messages"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "refund_payments_provider_refund_idx" ON "refund_payments" USING btree ("provider_refund_id") WHERE "refund_payments"."provider_refund_id" IS NOT NULL;