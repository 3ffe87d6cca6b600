CREATE TABLE "user_personas" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"gender" text NOT NULL,
	"age" integer,
	"look" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_personas_adult" CHECK ("user_personas"."age" is null or "user_personas"."age" >= 18)
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "persona_id" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "persona_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_personas" ADD CONSTRAINT "user_personas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_personas_user_idx" ON "user_personas" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_personas_one_default_idx" ON "user_personas" USING btree ("user_id") WHERE "user_personas"."is_default";--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_persona_id_user_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."user_personas"("id") ON DELETE set null ON UPDATE no action;