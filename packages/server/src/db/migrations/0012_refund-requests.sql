CREATE TABLE "refund_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_by" integer NOT NULL,
	"serial_number" text NOT NULL,
	"request_hash" text,
	"order_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "refunds_serial_package_key";--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_creator_serial_key" ON "refund_requests" USING btree ("created_by","serial_number");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_creator_serial_package_key" ON "refunds" USING btree ("created_by","serial_number","package_id");--> statement-breakpoint
-- the keys of refunds made before: their creator's, without a body hash (a replay answers their refunds)
INSERT INTO "refund_requests" ("created_by", "serial_number", "request_hash", "order_id", "created_at")
SELECT "created_by", "serial_number", NULL, min("order_id"), min("created_at") FROM "refunds"
WHERE "serial_number" NOT LIKE 'ticket-%' GROUP BY "created_by", "serial_number";
