ALTER TABLE "conversations" ADD COLUMN "story_id" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_story_id_character_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."character_stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Conversations started before this column: the one each story's progress row still names.
UPDATE "conversations" SET "story_id" = "story_progress"."story_id" FROM "story_progress" WHERE "story_progress"."conversation_id" = "conversations"."id";
