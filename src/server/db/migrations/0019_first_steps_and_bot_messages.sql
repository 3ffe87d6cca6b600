ALTER TABLE "users" ADD COLUMN "bot_messages_allowed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seen_first_steps" jsonb DEFAULT '[]'::jsonb NOT NULL;