CREATE TABLE "meet_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"style" text,
	"gender" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"age_min" smallint NOT NULL,
	"age_max" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meet_preferences_adult_ages" CHECK ("meet_preferences"."age_min" >= 18 and "meet_preferences"."age_max" >= "meet_preferences"."age_min")
);
--> statement-breakpoint
CREATE TABLE "meet_swipes" (
	"user_id" text NOT NULL,
	"character_id" text NOT NULL,
	"action" text NOT NULL,
	"is_match" boolean DEFAULT false NOT NULL,
	"conversation_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meet_swipes_user_id_character_id_pk" PRIMARY KEY("user_id","character_id")
);
--> statement-breakpoint
ALTER TABLE "meet_swipes" ADD CONSTRAINT "meet_swipes_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_swipes" ADD CONSTRAINT "meet_swipes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meet_swipes_user_action_idx" ON "meet_swipes" USING btree ("user_id","action");