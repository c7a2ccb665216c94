ALTER TABLE "room_holds" ADD COLUMN "changes_until_hours" smallint;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "changes_until_hours" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "changes_until_hours" smallint;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_changes_until_hours" CHECK ("rate_plans"."changes_until_hours" >= 0);--> statement-breakpoint
-- Decision 0059: free-cancel plans (and the bookings made on them) may change until 18:00 on the
-- arrival day, as they cancel; non-refundable ones never, unless staff say otherwise.
UPDATE "rate_plans" SET "changes_until_hours" = 0 WHERE "is_free_cancel";--> statement-breakpoint
UPDATE "room_holds" SET "changes_until_hours" = 0 WHERE "is_free_cancel";--> statement-breakpoint
UPDATE "orders" SET "changes_until_hours" = 0 WHERE "is_free_cancel";
