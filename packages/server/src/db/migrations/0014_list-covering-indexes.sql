DROP INDEX "packages_import_idx";--> statement-breakpoint
DROP INDEX "packages_handover_idx";--> statement-breakpoint
DROP INDEX "packages_consign_idx";--> statement-breakpoint
DROP INDEX "packages_delivery_idx";--> statement-breakpoint
DROP INDEX "packages_sign_idx";--> statement-breakpoint
DROP INDEX "payments_order_idx";--> statement-breakpoint
CREATE INDEX "orders_id_created_platform_idx" ON "orders" USING btree ("id","created_at","platform_id");--> statement-breakpoint
CREATE INDEX "packages_import_order_idx" ON "packages" USING btree ("import_at","order_id");--> statement-breakpoint
CREATE INDEX "packages_handover_order_idx" ON "packages" USING btree ("handover_at","order_id");--> statement-breakpoint
CREATE INDEX "packages_consign_order_idx" ON "packages" USING btree ("consign_at","order_id");--> statement-breakpoint
CREATE INDEX "packages_delivery_order_idx" ON "packages" USING btree ("delivery_at","order_id");--> statement-breakpoint
CREATE INDEX "packages_sign_order_idx" ON "packages" USING btree ("sign_at","order_id");--> statement-breakpoint
CREATE INDEX "payments_order_method_idx" ON "payments" USING btree ("order_id","method");