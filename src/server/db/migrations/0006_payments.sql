CREATE TABLE "card_setups" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"state" text DEFAULT 'started' NOT NULL,
	"return_path" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gold_packs" (
	"id" text PRIMARY KEY NOT NULL,
	"gold" integer NOT NULL,
	"price_usd" numeric(14, 2) NOT NULL,
	"price_inr" numeric(14, 2) NOT NULL,
	"stars_price" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"goods" jsonb NOT NULL,
	"amount_usd" numeric(14, 2) NOT NULL,
	"stars_amount" integer NOT NULL,
	"tier" smallint NOT NULL,
	"status" smallint DEFAULT 10 NOT NULL,
	"pay_method" text,
	"provider_ref" text,
	"payer_ref" text,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"come_from" text NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"return_url" text,
	"visitor_token_hash" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in (10, 20, 30))
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"vault_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_offers" (
	"user_id" text NOT NULL,
	"tier" smallint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_offers_user_id_tier_pk" PRIMARY KEY("user_id","tier")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"next_plan_id" text,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"card_id" text,
	"current_period_end" timestamp with time zone NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vip_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"months" numeric(8, 2) NOT NULL,
	"days" integer,
	"price_usd" numeric(14, 2) NOT NULL,
	"price_mmk" numeric(14, 2) NOT NULL,
	"price_inr" numeric(14, 2) NOT NULL,
	"price_myr" numeric(14, 2) NOT NULL,
	"price_idr" numeric(14, 2) NOT NULL,
	"original_price_usd" numeric(14, 2),
	"stars_price" integer NOT NULL,
	"gift_coins" integer DEFAULT 0 NOT NULL,
	"only_pay_tg_star" boolean DEFAULT false NOT NULL,
	"renewable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_plans_price_positive" CHECK ("vip_plans"."price_usd" > 0)
);
--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_ref_idx" ON "orders" USING btree ("pay_method","provider_ref");--> statement-breakpoint
CREATE INDEX "payment_cards_user_idx" ON "payment_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_per_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_renewal_idx" ON "subscriptions" USING btree ("state","current_period_end");