CREATE TABLE "package_interceptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"package_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" integer,
	"reason" text NOT NULL,
	"target_status" smallint,
	"problem_label_id" integer,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_labels" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"en_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "merged_into_id" bigint;--> statement-breakpoint
ALTER TABLE "package_interceptions" ADD CONSTRAINT "package_interceptions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_interceptions" ADD CONSTRAINT "package_interceptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_interceptions" ADD CONSTRAINT "package_interceptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_interceptions" ADD CONSTRAINT "package_interceptions_problem_label_id_problem_labels_id_fk" FOREIGN KEY ("problem_label_id") REFERENCES "public"."problem_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_interceptions_package_idx" ON "package_interceptions" USING btree ("package_id","created_at");--> statement-breakpoint
CREATE INDEX "package_interceptions_order_idx" ON "package_interceptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "problem_labels_parent_idx" ON "problem_labels" USING btree ("parent_id","sort");