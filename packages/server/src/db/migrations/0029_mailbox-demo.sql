ALTER TABLE "mailboxes" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- the mailboxes demo mode seeded before this column: made up, no server behind them
UPDATE "mailboxes" SET "demo" = true WHERE "address" LIKE '%.backdesk.demo' OR "address" LIKE '%@backdesk.demo' OR "address" LIKE '%@demo-shop.example';
