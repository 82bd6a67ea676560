CREATE TABLE "paypal_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text,
	"webhook_id" text,
	"callback_url" text,
	"handler_team_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_case_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_order_id" bigint NOT NULL,
	"posted_by" text NOT NULL,
	"content" text NOT NULL,
	"state" text NOT NULL,
	"error" text,
	"provider_ref" text,
	"user_id" integer,
	"posted_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "paypal_disputes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dispute_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"work_order_id" bigint NOT NULL,
	"transaction_id" text,
	"reason" text,
	"provider_status" text,
	"stage" text,
	"channel" text,
	"amount" numeric(18, 4),
	"currency" text,
	"outcome_code" text,
	"refunded_amount" numeric(18, 4),
	"seller_response_due_at" timestamp with time zone,
	"last_buyer_message" text,
	"last_buyer_message_at" timestamp with time zone,
	"last_event_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"event_id" text,
	"event_type" text,
	"verdict" text NOT NULL,
	"problem" text,
	"reason" text,
	"ignored" text,
	"work_order_id" bigint,
	"remote_address" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pp_return_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"contact_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paypal_accounts" ADD CONSTRAINT "paypal_accounts_handler_team_id_teams_id_fk" FOREIGN KEY ("handler_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_accounts" ADD CONSTRAINT "paypal_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_accounts" ADD CONSTRAINT "paypal_accounts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_case_messages" ADD CONSTRAINT "paypal_case_messages_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_case_messages" ADD CONSTRAINT "paypal_case_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_disputes" ADD CONSTRAINT "paypal_disputes_account_id_paypal_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."paypal_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_disputes" ADD CONSTRAINT "paypal_disputes_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_webhook_deliveries" ADD CONSTRAINT "paypal_webhook_deliveries_account_id_paypal_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."paypal_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_webhook_deliveries" ADD CONSTRAINT "paypal_webhook_deliveries_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pp_return_addresses" ADD CONSTRAINT "pp_return_addresses_account_id_paypal_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."paypal_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pp_return_addresses" ADD CONSTRAINT "pp_return_addresses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_accounts_client_id_key" ON "paypal_accounts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "paypal_case_messages_work_order_idx" ON "paypal_case_messages" USING btree ("work_order_id","posted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_case_messages_buyer_key" ON "paypal_case_messages" USING btree ("work_order_id","posted_at") WHERE "paypal_case_messages"."posted_by" = 'buyer';--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_disputes_dispute_key" ON "paypal_disputes" USING btree ("dispute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_disputes_work_order_key" ON "paypal_disputes" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "paypal_disputes_account_idx" ON "paypal_disputes" USING btree ("account_id","work_order_id");--> statement-breakpoint
CREATE INDEX "paypal_disputes_transaction_idx" ON "paypal_disputes" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_webhook_deliveries_event_key" ON "paypal_webhook_deliveries" USING btree ("event_id") WHERE "paypal_webhook_deliveries"."verdict" = 'accepted';--> statement-breakpoint
CREATE INDEX "paypal_webhook_deliveries_received_idx" ON "paypal_webhook_deliveries" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "pp_return_addresses_account_idx" ON "pp_return_addresses" USING btree ("account_id");