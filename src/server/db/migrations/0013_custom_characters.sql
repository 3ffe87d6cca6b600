ALTER TABLE "characters" ADD COLUMN "custom_state" smallint;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "custom_mode" text;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "custom_description" text;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "custom_language" text;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "story" text;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "generation_job_id" text;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "price_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "is_vip_free_creation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "characters_one_generation_per_owner" ON "characters" USING btree ("owner_id") WHERE "characters"."custom_state" in (10, 20) and "characters"."deleted_at" is null;