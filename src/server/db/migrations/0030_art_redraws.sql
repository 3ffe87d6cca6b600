CREATE TABLE "art_redraw_items" (
	"run_id" integer NOT NULL,
	"key" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "art_redraw_items_run_id_key_pk" PRIMARY KEY("run_id","key")
);
--> statement-breakpoint
CREATE TABLE "art_redraw_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_name" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"holder" text,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"switched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "art_redraw_items" ADD CONSTRAINT "art_redraw_items_run_id_art_redraw_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."art_redraw_runs"("id") ON DELETE cascade ON UPDATE no action;