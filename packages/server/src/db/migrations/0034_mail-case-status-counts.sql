ALTER TABLE "work_orders" ADD COLUMN "case_status" smallint;--> statement-breakpoint
-- the case status of the e-mail work orders that exist (new and changed cases get it by trigger, below)
UPDATE "work_orders" AS w SET "case_status" = m."case_status" FROM "mail_cases" AS m WHERE m."work_order_id" = w."id";--> statement-breakpoint
CREATE INDEX "work_orders_handler_case_idx" ON "work_orders" USING btree ("handler_type","handler_id","kind","case_status","id","platform_id") WHERE "work_orders"."case_status" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "work_orders_kind_case_idx" ON "work_orders" USING btree ("kind","case_status","id","platform_id") WHERE "work_orders"."case_status" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "work_orders_department_case_idx" ON "work_orders" USING btree ("handler_department_id","kind","case_status","id","platform_id") WHERE "work_orders"."case_status" IS NOT NULL;--> statement-breakpoint
-- a mail case written, its status changed or removed: its work order carries the status (or none)
CREATE FUNCTION "mail_cases_copy_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD."work_order_id" <> NEW."work_order_id") THEN
    UPDATE "work_orders" SET "case_status" = NULL WHERE "id" = OLD."work_order_id" AND "case_status" IS NOT NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "work_orders" SET "case_status" = NEW."case_status"
      WHERE "id" = NEW."work_order_id" AND "case_status" IS DISTINCT FROM NEW."case_status";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "mail_cases_work_order_status" AFTER INSERT OR DELETE OR UPDATE OF "case_status", "work_order_id" ON "mail_cases"
  FOR EACH ROW EXECUTE FUNCTION "mail_cases_copy_status"();
