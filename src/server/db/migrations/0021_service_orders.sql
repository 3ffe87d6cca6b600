CREATE TABLE "creator_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"character_id" text NOT NULL,
	"kind" text NOT NULL,
	"brief" text NOT NULL,
	"price" integer NOT NULL,
	"creator_earning" integer NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"delivery_note" text,
	"delivery_item_id" text,
	"reject_reason" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_orders_price_positive" CHECK ("service_orders"."price" > 0),
	CONSTRAINT "service_orders_not_from_self" CHECK ("service_orders"."buyer_id" <> "service_orders"."creator_id")
);
--> statement-breakpoint
CREATE INDEX "service_orders_buyer_idx" ON "service_orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "service_orders_creator_idx" ON "service_orders" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "service_orders_open_idx" ON "service_orders" USING btree ("expires_at") WHERE "service_orders"."state" in ('created', 'confirmed');