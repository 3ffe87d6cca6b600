CREATE TABLE "conversation_scenes" (
	"conversation_id" text PRIMARY KEY NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"time_of_day" text DEFAULT '' NOT NULL,
	"outfit" text DEFAULT '' NOT NULL,
	"mood" text DEFAULT '' NOT NULL,
	"happening" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"after_reply_id" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_scenes" ADD CONSTRAINT "conversation_scenes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;