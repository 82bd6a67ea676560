CREATE TABLE "mail_senders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"address" text NOT NULL,
	"display_name" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refund_id" bigint,
	"message_id" text,
	"error" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_senders" ADD CONSTRAINT "mail_senders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_mails" ADD CONSTRAINT "outbound_mails_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_mails" ADD CONSTRAINT "outbound_mails_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_senders_user_key" ON "mail_senders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbound_mails_refund_idx" ON "outbound_mails" USING btree ("refund_id","id");--> statement-breakpoint
CREATE INDEX "outbound_mails_status_created_idx" ON "outbound_mails" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_status_reviewed_idx" ON "refunds" USING btree ("status","reviewed_at","id");--> statement-breakpoint
CREATE INDEX "refunds_status_completed_idx" ON "refunds" USING btree ("status","completed_at","id");