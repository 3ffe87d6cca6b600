ALTER TABLE "orders" ADD COLUMN "renewal_key" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refused_renewals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_renewal_key_idx" ON "orders" USING btree ("renewal_key");