CREATE TABLE "studio_item_favorites" (
	"user_id" text NOT NULL,
	"item_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_item_favorites_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "studio_items" ADD COLUMN "poster_media_id" text;--> statement-breakpoint
ALTER TABLE "studio_items" ADD COLUMN "duration_seconds" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_items" ADD COLUMN "source_media_id" text;--> statement-breakpoint
ALTER TABLE "studio_item_favorites" ADD CONSTRAINT "studio_item_favorites_item_id_studio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."studio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_item_favorites_user_idx" ON "studio_item_favorites" USING btree ("user_id","created_at");