DROP INDEX "work_orders_no_key";--> statement-breakpoint
DROP INDEX "work_orders_handler_idx";--> statement-breakpoint
DROP INDEX "work_orders_kind_status_idx";--> statement-breakpoint
DROP INDEX "work_orders_department_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_no_key" ON "work_orders" USING btree ("work_order_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "work_orders_handler_idx" ON "work_orders" USING btree ("handler_type","handler_id","kind","status","id","platform_id");--> statement-breakpoint
CREATE INDEX "work_orders_kind_status_idx" ON "work_orders" USING btree ("kind","status","id","platform_id");--> statement-breakpoint
CREATE INDEX "work_orders_department_idx" ON "work_orders" USING btree ("handler_department_id","kind","status","id","platform_id");