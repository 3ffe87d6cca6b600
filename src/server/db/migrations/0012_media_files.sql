ALTER TABLE "media" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "recipe" jsonb;