CREATE TABLE "character_activity" (
	"character_id" text NOT NULL,
	"day" date NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "character_activity_character_id_day_pk" PRIMARY KEY("character_id","day")
);
--> statement-breakpoint
CREATE TABLE "character_likes" (
	"user_id" text NOT NULL,
	"character_id" text NOT NULL,
	"state" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "character_likes_user_id_character_id_pk" PRIMARY KEY("user_id","character_id")
);
--> statement-breakpoint
CREATE TABLE "character_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"media_id" text NOT NULL,
	"blurred_media_id" text NOT NULL,
	"vip_only" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "character_stories" (
	"id" text PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"kind" text NOT NULL,
	"vip_only" boolean DEFAULT false NOT NULL,
	"texts" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "character_tags" (
	"id" text PRIMARY KEY NOT NULL,
	"labels" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "characters" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text,
	"kind" text NOT NULL,
	"gender" text NOT NULL,
	"style" text NOT NULL,
	"access" smallint NOT NULL,
	"release_state" smallint NOT NULL,
	"visibility" smallint NOT NULL,
	"age" smallint NOT NULL,
	"relationship" text NOT NULL,
	"kinks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"personality" text NOT NULL,
	"occupation" text NOT NULL,
	"race" text NOT NULL,
	"hairstyle" text NOT NULL,
	"hair_color" text NOT NULL,
	"eye_color" text NOT NULL,
	"body" text NOT NULL,
	"breast" text NOT NULL,
	"hips" text NOT NULL,
	"clothing" text NOT NULL,
	"scenario" text NOT NULL,
	"persona" text NOT NULL,
	"texts" jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_tour" boolean DEFAULT false NOT NULL,
	"base_popularity" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"chat_count" integer DEFAULT 0 NOT NULL,
	"portrait_media_id" text,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "characters_adult_age" CHECK ("characters"."age" >= 18),
	CONSTRAINT "characters_kinks_max" CHECK (jsonb_array_length("characters"."kinks") <= 3)
);
--> statement-breakpoint
CREATE TABLE "story_progress" (
	"user_id" text NOT NULL,
	"story_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_progress_user_id_story_id_pk" PRIMARY KEY("user_id","story_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"character_id" text NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_preview" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"alternatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"charge_currency" text,
	"charge_amount" integer,
	"charge_reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "energy_recovered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "chat_model" text DEFAULT 'base' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_style" text;--> statement-breakpoint
ALTER TABLE "character_activity" ADD CONSTRAINT "character_activity_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_likes" ADD CONSTRAINT "character_likes_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_photos" ADD CONSTRAINT "character_photos_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_stories" ADD CONSTRAINT "character_stories_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_progress" ADD CONSTRAINT "story_progress_story_id_character_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."character_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "character_photos_character_idx" ON "character_photos" USING btree ("character_id","sort");--> statement-breakpoint
CREATE INDEX "character_stories_character_idx" ON "character_stories" USING btree ("character_id","sort");--> statement-breakpoint
CREATE INDEX "characters_released_idx" ON "characters" USING btree ("released_at");--> statement-breakpoint
CREATE INDEX "characters_owner_idx" ON "characters" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "conversations_user_recent_idx" ON "conversations" USING btree ("user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_user_character_idx" ON "conversations" USING btree ("user_id","character_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_one_generation_idx" ON "messages" USING btree ("conversation_id") WHERE "messages"."status" = 'streaming';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_energy_not_negative" CHECK ("users"."energy" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gold_not_negative" CHECK ("users"."gold_balance" >= 0);