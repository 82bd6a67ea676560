ALTER TABLE "notices" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "content" text;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;