ALTER TABLE "refunds" ADD COLUMN "work_order_id" bigint;--> statement-breakpoint
ALTER TABLE "resends" ADD COLUMN "work_order_id" bigint;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resends" ADD CONSTRAINT "resends_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_work_order_idx" ON "refunds" USING btree ("work_order_id") WHERE "refunds"."work_order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "resends_work_order_idx" ON "resends" USING btree ("work_order_id") WHERE "resends"."work_order_id" IS NOT NULL;