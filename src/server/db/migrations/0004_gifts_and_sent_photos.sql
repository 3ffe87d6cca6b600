CREATE TABLE "gifts" (
	"id" text PRIMARY KEY NOT NULL,
	"emoji" text NOT NULL,
	"price" integer NOT NULL,
	"names" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gifts_price_positive" CHECK ("gifts"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "gift_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo" jsonb;