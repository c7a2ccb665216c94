ALTER TABLE "room_holds" ADD COLUMN "free_cancel_hours" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_holds" ADD COLUMN "cancel_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "fixed_price" integer;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "free_cancel_hours" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "cancel_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "free_cancel_hours" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_plans_discount_code_idx" ON "rate_plans" USING btree ("hotel_code",upper("discount_code"));--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_price" CHECK ("rate_plans"."price_factor" > 0 and ("rate_plans"."fixed_price" is null or "rate_plans"."fixed_price" > 0) and "rate_plans"."breakfast_supplement" >= 0);--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_free_cancel_hours" CHECK ("rate_plans"."free_cancel_hours" >= 0);