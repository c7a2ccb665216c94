CREATE TABLE "order_amendments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"member_id" integer,
	"staff_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"taken" jsonb,
	"overrides" jsonb,
	"new_amount" integer NOT NULL,
	"difference" integer NOT NULL,
	"to_pay" integer NOT NULL,
	"refund" integer NOT NULL,
	"charge" integer NOT NULL,
	"rule" text NOT NULL,
	"discount_note" text DEFAULT '' NOT NULL,
	"paid_with" varchar(16),
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_pay_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"sent_via" varchar(8) NOT NULL,
	"created_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_pay_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "payments_one_pending_idx";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" varchar(16) DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booked_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "nightly_prices" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amendment_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amendment_id" integer;--> statement-breakpoint
ALTER TABLE "order_amendments" ADD CONSTRAINT "order_amendments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_amendments" ADD CONSTRAINT "order_amendments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_amendments" ADD CONSTRAINT "order_amendments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pay_links" ADD CONSTRAINT "order_pay_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pay_links" ADD CONSTRAINT "order_pay_links_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_amendments_one_pending_idx" ON "order_amendments" USING btree ("order_id") WHERE "order_amendments"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "order_amendments_order_idx" ON "order_amendments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_amendments_state_expiry_idx" ON "order_amendments" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "order_pay_links_order_idx" ON "order_pay_links" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_booked_by_staff_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amendment_id_order_amendments_id_fk" FOREIGN KEY ("amendment_id") REFERENCES "public"."order_amendments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_change_idx" ON "payments" USING btree ("amendment_id","method") WHERE "payments"."status" = 'pending' and "payments"."amendment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_idx" ON "payments" USING btree ("order_id","method") WHERE "payments"."status" = 'pending' and "payments"."amendment_id" is null;--> statement-breakpoint
-- Decision 0059: a change keeps the nights it does not touch at the price they were sold at; the
-- orders booked online take it from the hold they were made from (seeded history orders have none).
UPDATE "orders" SET "nightly_prices" = h."nightly_prices" FROM "room_holds" h WHERE h."order_no" = "orders"."order_no";
