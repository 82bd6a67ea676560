CREATE TABLE "complaint_summaries" (
	"work_order_id" bigint PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"sku" text DEFAULT '' NOT NULL,
	"order_or_product" text DEFAULT '' NOT NULL,
	"question_label" text,
	"enquiry_route" text,
	"emotion" text,
	"issue" text DEFAULT '' NOT NULL,
	"solution" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links" text[] DEFAULT '{}' NOT NULL,
	"complains" boolean DEFAULT false NOT NULL,
	"template" text DEFAULT 'new' NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_deadline_settings" (
	"platform_id" integer PRIMARY KEY NOT NULL,
	"days" smallint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_evidence" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_order_id" bigint NOT NULL,
	"file_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_solutions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_order_id" bigint NOT NULL,
	"proposer" text NOT NULL,
	"kind" text NOT NULL,
	"solution" smallint,
	"amount" numeric(18, 4),
	"currency" text,
	"state" smallint NOT NULL,
	"is_dispute_refund" boolean DEFAULT false NOT NULL,
	"reason_en" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"work_order_id" bigint PRIMARY KEY NOT NULL,
	"dispute_id" text NOT NULL,
	"platform_id" integer NOT NULL,
	"status_of_dispute" smallint DEFAULT 1 NOT NULL,
	"worker_order_status" smallint DEFAULT 1 NOT NULL,
	"reason" text NOT NULL,
	"buyer_solution" smallint DEFAULT 1 NOT NULL,
	"amount" numeric(18, 4),
	"currency" text,
	"opened_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"im_replied" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_summaries" ADD CONSTRAINT "complaint_summaries_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_summaries" ADD CONSTRAINT "complaint_summaries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_deadline_settings" ADD CONSTRAINT "dispute_deadline_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_solutions" ADD CONSTRAINT "dispute_solutions_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_solutions" ADD CONSTRAINT "dispute_solutions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_evidence_work_order_idx" ON "dispute_evidence" USING btree ("work_order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_evidence_file_key" ON "dispute_evidence" USING btree ("work_order_id","file_id");--> statement-breakpoint
CREATE INDEX "dispute_solutions_work_order_idx" ON "dispute_solutions" USING btree ("work_order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_platform_dispute_key" ON "disputes" USING btree ("platform_id","dispute_id");--> statement-breakpoint
CREATE INDEX "disputes_deadline_idx" ON "disputes" USING btree ("deadline_at");