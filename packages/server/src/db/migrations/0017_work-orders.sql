CREATE SEQUENCE "public"."work_order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "work_order_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_order_id" bigint NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"params" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_order_no" text DEFAULT 'WO' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || lpad(nextval('work_order_no_seq')::text, 7, '0') NOT NULL,
	"kind" smallint NOT NULL,
	"source" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sub_status" smallint,
	"priority" smallint DEFAULT 2 NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"question" text,
	"expected_solution" smallint,
	"proposal" text,
	"order_id" bigint,
	"package_id" bigint,
	"platform_id" integer,
	"customer_email" text,
	"handler_type" smallint DEFAULT 1 NOT NULL,
	"handler_id" integer NOT NULL,
	"handler_department_id" integer,
	"created_by" integer NOT NULL,
	"department_id" integer,
	"due_at" timestamp with time zone,
	"last_replied_at" timestamp with time zone,
	"finish_reason" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_order_logs" ADD CONSTRAINT "work_order_logs_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_logs" ADD CONSTRAINT "work_order_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_handler_department_id_departments_id_fk" FOREIGN KEY ("handler_department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_logs_work_order_idx" ON "work_order_logs" USING btree ("work_order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_no_key" ON "work_orders" USING btree ("work_order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_open_order_key" ON "work_orders" USING btree ("kind","order_id") WHERE "work_orders"."status" NOT IN (9, 10) AND "work_orders"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "work_orders_handler_idx" ON "work_orders" USING btree ("handler_type","handler_id","status","id");--> statement-breakpoint
CREATE INDEX "work_orders_kind_status_idx" ON "work_orders" USING btree ("kind","status","id");--> statement-breakpoint
CREATE INDEX "work_orders_department_idx" ON "work_orders" USING btree ("handler_department_id","status","id");--> statement-breakpoint
CREATE INDEX "work_orders_order_idx" ON "work_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "work_orders_email_idx" ON "work_orders" USING btree ("customer_email");--> statement-breakpoint
CREATE INDEX "work_orders_due_idx" ON "work_orders" USING btree ("due_at") WHERE "work_orders"."status" NOT IN (9, 10);