CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checked_in_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checked_out_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "no_show_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "no_show_charge" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_charge" integer;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checked_in_by_staff_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checked_out_by_staff_id_fk" FOREIGN KEY ("checked_out_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_staff_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_hotel_created_idx" ON "orders" USING btree ("hotel_code","created_at");--> statement-breakpoint
CREATE INDEX "orders_hotel_check_in_idx" ON "orders" USING btree ("hotel_code","check_in");--> statement-breakpoint
CREATE INDEX "orders_hotel_check_out_idx" ON "orders" USING btree ("hotel_code","check_out");--> statement-breakpoint
CREATE INDEX "orders_hotel_mobile_rev_idx" ON "orders" USING btree ("hotel_code",reverse("mobile") text_pattern_ops);