CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"params" jsonb NOT NULL,
	"uid" text,
	"device_uuid" text,
	"platform" text,
	"client_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_opens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"d" text,
	"uid" text,
	"device_uuid" text,
	"channel" text,
	"platform" text,
	"publisher" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"uuid" text PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_name_created_idx" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "site_opens_created_idx" ON "site_opens" USING btree ("created_at");