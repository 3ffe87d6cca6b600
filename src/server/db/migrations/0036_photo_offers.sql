ALTER TABLE "messages" ADD COLUMN "offer" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_offer_allowance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_offer_idx" ON "messages" USING btree ("conversation_id","created_at") WHERE "messages"."offer" is not null;