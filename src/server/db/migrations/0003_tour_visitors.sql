CREATE TABLE "visitors" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"messages_used" integer DEFAULT 0 NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "visitors_messages_used_not_negative" CHECK ("visitors"."messages_used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "claimed_from" text;--> statement-breakpoint
CREATE UNIQUE INDEX "visitors_token_idx" ON "visitors" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "visitors_ip_created_idx" ON "visitors" USING btree ("ip","created_at");