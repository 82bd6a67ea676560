CREATE SEQUENCE "public"."refund_ticket_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "refund_ticket_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"action" text NOT NULL,
	"note" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_no" text DEFAULT 'RT' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || lpad(nextval('refund_ticket_no_seq')::text, 7, '0') NOT NULL,
	"order_id" bigint NOT NULL,
	"package_id" bigint,
	"platform_id" integer NOT NULL,
	"currency" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sub_status" smallint,
	"director_type" smallint DEFAULT 1 NOT NULL,
	"director_id" integer,
	"request_status" smallint DEFAULT 1 NOT NULL,
	"audit_status" smallint DEFAULT 1 NOT NULL,
	"audit_reason" text,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"refund_draft" jsonb NOT NULL,
	"requested_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_id" bigint,
	"remark" text,
	"finish_reason" text,
	"finished_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refund_ticket_logs" ADD CONSTRAINT "refund_ticket_logs_ticket_id_refund_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."refund_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_ticket_logs" ADD CONSTRAINT "refund_ticket_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_tickets" ADD CONSTRAINT "refund_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_tickets" ADD CONSTRAINT "refund_tickets_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_tickets" ADD CONSTRAINT "refund_tickets_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_tickets" ADD CONSTRAINT "refund_tickets_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_tickets" ADD CONSTRAINT "refund_tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_ticket_logs_ticket_idx" ON "refund_ticket_logs" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_tickets_ticket_no_key" ON "refund_tickets" USING btree ("ticket_no");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_tickets_open_order_key" ON "refund_tickets" USING btree ("order_id") WHERE "refund_tickets"."status" NOT IN (9, 10);--> statement-breakpoint
CREATE INDEX "refund_tickets_order_idx" ON "refund_tickets" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "refund_tickets_created_idx" ON "refund_tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "refund_tickets_platform_created_idx" ON "refund_tickets" USING btree ("platform_id","created_at","id");--> statement-breakpoint
CREATE INDEX "refund_tickets_status_created_idx" ON "refund_tickets" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "refund_tickets_director_created_idx" ON "refund_tickets" USING btree ("director_id","created_at","id");--> statement-breakpoint
CREATE INDEX "refund_tickets_refund_idx" ON "refund_tickets" USING btree ("refund_id");