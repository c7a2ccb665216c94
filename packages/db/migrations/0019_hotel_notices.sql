CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(160) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"hotel_code" varchar(16),
	"order_id" integer,
	"meeting_id" integer,
	"detail" jsonb,
	"mail_state" varchar(8) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notices_mail_state_known" CHECK ("notices"."mail_state" in ('pending', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "reservation_email" text;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_meeting_id_meeting_requests_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meeting_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_key_idx" ON "notices" USING btree ("key");--> statement-breakpoint
CREATE INDEX "notices_hotel_idx" ON "notices" USING btree ("hotel_code","created_at");--> statement-breakpoint
CREATE INDEX "notices_pending_idx" ON "notices" USING btree ("created_at") WHERE "notices"."mail_state" = 'pending';