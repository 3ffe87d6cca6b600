CREATE TABLE "moderation_refusals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"character_id" text,
	"conversation_id" text NOT NULL,
	"source" text NOT NULL,
	"category" text NOT NULL,
	"matched" text NOT NULL,
	"provider" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "moderation_refusals_created_at_idx" ON "moderation_refusals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "moderation_refusals_user_idx" ON "moderation_refusals" USING btree ("user_id","created_at");