CREATE TABLE "erased_ledger_totals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"direction" smallint NOT NULL,
	"amount" integer NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"direction" smallint NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"secret_hash" text NOT NULL,
	"ip" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"nick" text NOT NULL,
	"lang" text NOT NULL,
	"country_code" text,
	"city" text,
	"ab" text NOT NULL,
	"vip_expire_at" timestamp with time zone,
	"energy" integer NOT NULL,
	"gold_balance" integer DEFAULT 0 NOT NULL,
	"enable_nsfw" boolean DEFAULT false NOT NULL,
	"adult_confirmed_at" timestamp with time zone,
	"channel" text,
	"inviter_id" text,
	"is_register" boolean DEFAULT false NOT NULL,
	"register_time" timestamp with time zone,
	"preference_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reward_energy_add_home_screen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_user_created_idx" ON "ledger_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_reason_reference_idx" ON "ledger_entries" USING btree ("reason","reference");--> statement-breakpoint
CREATE INDEX "login_codes_email_created_idx" ON "login_codes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_codes_ip_created_idx" ON "login_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "login_codes_secret_idx" ON "login_codes" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "identities_kind_subject_idx" ON "identities" USING btree ("kind","subject");--> statement-breakpoint
CREATE INDEX "identities_user_idx" ON "identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_deactivated_idx" ON "users" USING btree ("deactivated_at");