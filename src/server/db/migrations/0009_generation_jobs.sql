CREATE TABLE "generation_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb,
	"progress" smallint DEFAULT 0 NOT NULL,
	"stage" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"charge_currency" text,
	"charge_amount" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generation_jobs_progress_range" CHECK ("generation_jobs"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE INDEX "generation_jobs_user_idx" ON "generation_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "generation_jobs_open_idx" ON "generation_jobs" USING btree ("state","updated_at") WHERE "generation_jobs"."state" in ('queued', 'running');