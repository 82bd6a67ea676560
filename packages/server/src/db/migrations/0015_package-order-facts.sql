DROP INDEX "packages_import_order_idx";--> statement-breakpoint
DROP INDEX "packages_handover_order_idx";--> statement-breakpoint
DROP INDEX "packages_consign_order_idx";--> statement-breakpoint
DROP INDEX "packages_delivery_order_idx";--> statement-breakpoint
DROP INDEX "packages_sign_order_idx";--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "order_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "order_payment_methods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- the copies of the order's facts on its packages, for the rows that exist (new rows get them by trigger)
UPDATE "packages" AS pk SET "order_created_at" = o."created_at", "order_payment_methods" = coalesce(m."methods", '{}')
  FROM "orders" AS o LEFT JOIN (SELECT "order_id", array_agg(DISTINCT "method" ORDER BY "method") AS "methods"
    FROM "payments" GROUP BY "order_id") AS m ON m."order_id" = o."id"
  WHERE o."id" = pk."order_id";--> statement-breakpoint
CREATE INDEX "packages_import_facts_idx" ON "packages" USING btree ("import_at","order_id","platform_id","order_created_at","order_payment_methods") WHERE "packages"."import_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "packages_handover_facts_idx" ON "packages" USING btree ("handover_at","order_id","platform_id","order_created_at","order_payment_methods") WHERE "packages"."handover_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "packages_consign_facts_idx" ON "packages" USING btree ("consign_at","order_id","platform_id","order_created_at","order_payment_methods") WHERE "packages"."consign_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "packages_delivery_facts_idx" ON "packages" USING btree ("delivery_at","order_id","platform_id","order_created_at","order_payment_methods") WHERE "packages"."delivery_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "packages_sign_facts_idx" ON "packages" USING btree ("sign_at","order_id","platform_id","order_created_at","order_payment_methods") WHERE "packages"."sign_at" IS NOT NULL;--> statement-breakpoint
-- the order's sorted payment methods
CREATE FUNCTION "order_payment_methods_of"(of_order bigint) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT "method" ORDER BY "method"), '{}'::text[]) FROM "payments" WHERE "order_id" = $1
$$;--> statement-breakpoint
-- a package takes its order's facts when it is written or moves to another order
CREATE FUNCTION "packages_take_order_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."order_created_at" := (SELECT "created_at" FROM "orders" WHERE "id" = NEW."order_id");
  NEW."order_payment_methods" := "order_payment_methods_of"(NEW."order_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "packages_order_facts" BEFORE INSERT OR UPDATE OF "order_id" ON "packages"
  FOR EACH ROW EXECUTE FUNCTION "packages_take_order_facts"();--> statement-breakpoint
-- a payment written, moved or removed: the packages of the orders concerned take the new methods
CREATE FUNCTION "payments_refresh_package_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "packages" SET "order_payment_methods" = "order_payment_methods_of"(OLD."order_id")
      WHERE "order_id" = OLD."order_id" AND "order_payment_methods" IS DISTINCT FROM "order_payment_methods_of"(OLD."order_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "packages" SET "order_payment_methods" = "order_payment_methods_of"(NEW."order_id")
      WHERE "order_id" = NEW."order_id" AND "order_payment_methods" IS DISTINCT FROM "order_payment_methods_of"(NEW."order_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_package_facts" AFTER INSERT OR DELETE OR UPDATE OF "order_id", "method" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_refresh_package_facts"();--> statement-breakpoint
-- an order's time corrected: its packages follow
CREATE FUNCTION "orders_refresh_package_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "packages" SET "order_created_at" = NEW."created_at" WHERE "order_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_package_facts" AFTER UPDATE OF "created_at" ON "orders"
  FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at") EXECUTE FUNCTION "orders_refresh_package_facts"();
