CREATE TABLE "guest_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(80) NOT NULL,
	"order_id" integer NOT NULL,
	"event" varchar(16) NOT NULL,
	"refund_amount" integer,
	"mail_state" varchar(8) DEFAULT 'pending' NOT NULL,
	"sms_state" varchar(8) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"ics" text,
	"reference" varchar(80) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_confirmations" ADD CONSTRAINT "guest_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_confirmations_key_idx" ON "guest_confirmations" USING btree ("key");--> statement-breakpoint
CREATE INDEX "guest_confirmations_pending_idx" ON "guest_confirmations" USING btree ("created_at") WHERE "guest_confirmations"."sent_at" is null;