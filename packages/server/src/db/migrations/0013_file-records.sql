ALTER TABLE "files" ADD COLUMN "record_type" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "record_id" bigint;