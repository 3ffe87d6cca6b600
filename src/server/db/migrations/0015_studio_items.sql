CREATE TABLE "studio_item_likes" (
	"user_id" text NOT NULL,
	"item_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_item_likes_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "studio_items" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"character_id" text NOT NULL,
	"job_id" text NOT NULL,
	"state" text NOT NULL,
	"prompt" text NOT NULL,
	"negative_prompt" text DEFAULT '' NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"cfg" real NOT NULL,
	"steps" smallint NOT NULL,
	"template_id" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"media_id" text,
	"model" text NOT NULL,
	"is_demo_model" boolean DEFAULT false NOT NULL,
	"price_paid" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_items_likes_not_negative" CHECK ("studio_items"."like_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "studio_item_likes" ADD CONSTRAINT "studio_item_likes_item_id_studio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."studio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_items_owner_idx" ON "studio_items" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_items_gallery_idx" ON "studio_items" USING btree ("character_id","created_at") WHERE "studio_items"."state" = 'ready' and not "studio_items"."is_private" and "studio_items"."hidden_at" is null and "studio_items"."deleted_at" is null;