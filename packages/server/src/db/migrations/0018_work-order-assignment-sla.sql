CREATE TABLE "work_order_assign_rule_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_assign_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"questions" text[] DEFAULT '{}' NOT NULL,
	"platform_ids" integer[] DEFAULT '{}' NOT NULL,
	"shop_ids" integer[] DEFAULT '{}' NOT NULL,
	"langs" text[] DEFAULT '{}' NOT NULL,
	"method" smallint NOT NULL,
	"team_id" integer,
	"user_ids" integer[] DEFAULT '{}' NOT NULL,
	"follow_schedule" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"last_user_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_sla_policies" (
	"kind" smallint NOT NULL,
	"priority" smallint NOT NULL,
	"resolve_hours" integer NOT NULL,
	"warn_hours" integer[] DEFAULT '{}' NOT NULL,
	"escalate_handler_type" smallint,
	"escalate_handler_id" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_sla_policies_kind_priority_pk" PRIMARY KEY("kind","priority")
);
--> statement-breakpoint
CREATE TABLE "work_shifts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "overdue_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "sla_warned_hours" smallint;--> statement-breakpoint
ALTER TABLE "work_order_assign_rule_logs" ADD CONSTRAINT "work_order_assign_rule_logs_rule_id_work_order_assign_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."work_order_assign_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_assign_rule_logs" ADD CONSTRAINT "work_order_assign_rule_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_assign_rules" ADD CONSTRAINT "work_order_assign_rules_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_assign_rules" ADD CONSTRAINT "work_order_assign_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_assign_rules" ADD CONSTRAINT "work_order_assign_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_sla_policies" ADD CONSTRAINT "work_order_sla_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_shifts" ADD CONSTRAINT "work_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_shifts" ADD CONSTRAINT "work_shifts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_assign_rule_logs_rule_idx" ON "work_order_assign_rule_logs" USING btree ("rule_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_assign_rules_name_key" ON "work_order_assign_rules" USING btree ("name");--> statement-breakpoint
CREATE INDEX "work_order_assign_rules_kind_idx" ON "work_order_assign_rules" USING btree ("kind","sort");--> statement-breakpoint
CREATE INDEX "work_shifts_user_idx" ON "work_shifts" USING btree ("user_id","starts_at");