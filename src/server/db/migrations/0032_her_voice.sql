CREATE TABLE "speech_plays" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"message_id" bigint NOT NULL,
	"voice" text NOT NULL,
	"model" text NOT NULL,
	"text_hash" text NOT NULL,
	"characters" integer NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"charge_currency" text NOT NULL,
	"charge_amount" integer NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "voice" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "voice" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "voice_note" jsonb;--> statement-breakpoint
ALTER TABLE "speech_plays" ADD CONSTRAINT "speech_plays_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "speech_plays_once_idx" ON "speech_plays" USING btree ("user_id","message_id","text_hash","voice","model");--> statement-breakpoint
CREATE INDEX "speech_plays_allowance_idx" ON "speech_plays" USING btree ("user_id","created_at") WHERE "speech_plays"."charge_currency" = 'allowance';