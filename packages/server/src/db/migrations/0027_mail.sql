CREATE TABLE "mail_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"content_id" text,
	"inline" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_automation_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"conditions" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_case_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"body" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_cases" (
	"work_order_id" bigint PRIMARY KEY NOT NULL,
	"case_number" text NOT NULL,
	"mailbox_id" integer NOT NULL,
	"customer_address" text NOT NULL,
	"customer_name" text,
	"customer_id" bigint,
	"case_status" smallint DEFAULT 1 NOT NULL,
	"vip_level" smallint DEFAULT 0 NOT NULL,
	"transfer_times" integer DEFAULT 0 NOT NULL,
	"letter_type" smallint DEFAULT 1 NOT NULL,
	"mail_label" text,
	"subject" text NOT NULL,
	"order_linked_by" text,
	"message_count" integer DEFAULT 0 NOT NULL,
	"last_inbound_at" timestamp with time zone,
	"last_outbound_at" timestamp with time zone,
	"reply_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_folder_states" (
	"mailbox_id" integer NOT NULL,
	"folder" text NOT NULL,
	"uid_validity" bigint NOT NULL,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_folder_states_mailbox_id_folder_pk" PRIMARY KEY("mailbox_id","folder")
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mailbox_id" integer NOT NULL,
	"case_id" bigint,
	"direction" smallint NOT NULL,
	"message_id" text NOT NULL,
	"in_reply_to" text,
	"references" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"from_address" text NOT NULL,
	"from_name" text,
	"to_addresses" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"cc_addresses" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"html" text,
	"sent_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"folder" text,
	"uid_validity" bigint,
	"uid" bigint,
	"raw_file_id" uuid,
	"outbound_mail_id" bigint,
	"parse_problem" text,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"platform_id" integer,
	"lang" text NOT NULL,
	"mail_type" smallint NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_operators" (
	"mailbox_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "mailbox_operators_mailbox_id_user_id_pk" PRIMARY KEY("mailbox_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mailboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"sender_name" text,
	"platform_id" integer,
	"shop_id" integer,
	"imap_host" text NOT NULL,
	"imap_port" integer DEFAULT 993 NOT NULL,
	"imap_security" text DEFAULT 'tls' NOT NULL,
	"imap_user" text NOT NULL,
	"imap_secret" text NOT NULL,
	"imap_folders" text[] DEFAULT ARRAY['INBOX']::text[] NOT NULL,
	"smtp_host" text NOT NULL,
	"smtp_port" integer DEFAULT 465 NOT NULL,
	"smtp_security" text DEFAULT 'tls' NOT NULL,
	"smtp_user" text NOT NULL,
	"smtp_secret" text NOT NULL,
	"team_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"download_enabled" boolean DEFAULT true NOT NULL,
	"min_attachment_bytes" integer DEFAULT 0 NOT NULL,
	"attachment_prefix" text,
	"downloads_per_fetch" integer DEFAULT 200 NOT NULL,
	"fetch_every_minutes" integer DEFAULT 5 NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_fetch_error" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phrase_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"lang" text NOT NULL,
	"owner_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "work_orders_open_order_key";--> statement-breakpoint
ALTER TABLE "outbound_mails" ADD COLUMN "mailbox_id" integer;--> statement-breakpoint
ALTER TABLE "outbound_mails" ADD COLUMN "case_id" bigint;--> statement-breakpoint
ALTER TABLE "outbound_mails" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "outbound_mails" ADD COLUMN "purpose" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_mails" ADD COLUMN "cc_addresses" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_mails" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbound_mails" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
ALTER TABLE "outbound_mails" ADD COLUMN "references" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_mails" ADD COLUMN "attachment_file_ids" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_mails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_mails" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_automation_rules" ADD CONSTRAINT "mail_automation_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_automation_rules" ADD CONSTRAINT "mail_automation_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_case_notes" ADD CONSTRAINT "mail_case_notes_case_id_mail_cases_work_order_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."mail_cases"("work_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_case_notes" ADD CONSTRAINT "mail_case_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_case_notes" ADD CONSTRAINT "mail_case_notes_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_cases" ADD CONSTRAINT "mail_cases_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_cases" ADD CONSTRAINT "mail_cases_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_cases" ADD CONSTRAINT "mail_cases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_folder_states" ADD CONSTRAINT "mail_folder_states_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_case_id_mail_cases_work_order_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."mail_cases"("work_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_raw_file_id_files_id_fk" FOREIGN KEY ("raw_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_operators" ADD CONSTRAINT "mailbox_operators_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_operators" ADD CONSTRAINT "mailbox_operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phrase_templates" ADD CONSTRAINT "phrase_templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phrase_templates" ADD CONSTRAINT "phrase_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_message_idx" ON "mail_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_automation_rules_position_idx" ON "mail_automation_rules" USING btree ("position");--> statement-breakpoint
CREATE INDEX "mail_case_notes_case_idx" ON "mail_case_notes" USING btree ("case_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_cases_number_key" ON "mail_cases" USING btree ("case_number");--> statement-breakpoint
CREATE INDEX "mail_cases_status_inbound_idx" ON "mail_cases" USING btree ("case_status","last_inbound_at","work_order_id");--> statement-breakpoint
CREATE INDEX "mail_cases_mailbox_idx" ON "mail_cases" USING btree ("mailbox_id","case_status","last_inbound_at");--> statement-breakpoint
CREATE INDEX "mail_cases_customer_idx" ON "mail_cases" USING btree ("customer_address","mailbox_id","case_status");--> statement-breakpoint
CREATE INDEX "mail_cases_reply_due_idx" ON "mail_cases" USING btree ("reply_due_at") WHERE "mail_cases"."reply_due_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_uid_key" ON "mail_messages" USING btree ("mailbox_id","folder","uid_validity","uid") WHERE "mail_messages"."uid" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_message_id_key" ON "mail_messages" USING btree ("mailbox_id","message_id");--> statement-breakpoint
CREATE INDEX "mail_messages_case_idx" ON "mail_messages" USING btree ("case_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "mail_messages_message_id_idx" ON "mail_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_templates_lookup_idx" ON "mail_templates" USING btree ("mail_type","lang","platform_id");--> statement-breakpoint
CREATE INDEX "mailbox_operators_user_idx" ON "mailbox_operators" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailboxes_address_key" ON "mailboxes" USING btree (lower("address"));--> statement-breakpoint
CREATE INDEX "phrase_templates_owner_idx" ON "phrase_templates" USING btree ("owner_id","lang");--> statement-breakpoint
ALTER TABLE "outbound_mails" ADD CONSTRAINT "outbound_mails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_mails_case_idx" ON "outbound_mails" USING btree ("case_id","id") WHERE "outbound_mails"."case_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_open_order_key" ON "work_orders" USING btree ("kind","order_id") WHERE "work_orders"."status" NOT IN (9, 10) AND "work_orders"."order_id" IS NOT NULL AND "work_orders"."kind" <> 5;