CREATE TABLE "reports" (
	"reporter_id" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reporter_id_target_type_target_id_pk" PRIMARY KEY("reporter_id","target_type","target_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "initialized_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");