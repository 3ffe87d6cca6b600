CREATE TABLE "lorebook_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secondary_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"constant" boolean DEFAULT false NOT NULL,
	"selective" boolean DEFAULT false NOT NULL,
	"case_sensitive" boolean DEFAULT false NOT NULL,
	"insertion_order" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"position" text DEFAULT 'after_char' NOT NULL,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "card" jsonb;--> statement-breakpoint
ALTER TABLE "lorebook_entries" ADD CONSTRAINT "lorebook_entries_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lorebook_entries_character_idx" ON "lorebook_entries" USING btree ("character_id","insertion_order");