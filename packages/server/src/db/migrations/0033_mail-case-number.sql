DROP INDEX "mail_cases_number_key";--> statement-breakpoint
CREATE UNIQUE INDEX "mail_cases_number_key" ON "mail_cases" USING btree ("case_number" text_pattern_ops);