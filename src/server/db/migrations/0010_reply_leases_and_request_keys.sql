CREATE TABLE "request_keys" (
	"owner_id" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_keys_owner_id_key_pk" PRIMARY KEY("owner_id","key")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "request_keys_created_idx" ON "request_keys" USING btree ("created_at");