CREATE TABLE "one_time_tasks" (
	"name" text PRIMARY KEY NOT NULL,
	"handled" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD COLUMN "ends_at" timestamp with time zone;