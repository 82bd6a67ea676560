ALTER TABLE "abnormal_orders" ADD COLUMN "exchanged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "abnormal_orders" ADD COLUMN "cross_post_price" numeric(18, 4);--> statement-breakpoint
ALTER TABLE "abnormal_orders" ADD COLUMN "cross_post_currency" text;--> statement-breakpoint
ALTER TABLE "abnormal_orders" ADD COLUMN "customs_declaration" jsonb;--> statement-breakpoint
ALTER TABLE "abnormal_orders" ADD COLUMN "customs_matched_at" timestamp with time zone;