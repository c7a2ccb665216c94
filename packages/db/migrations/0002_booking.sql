CREATE TABLE "meeting_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_code" varchar(16) NOT NULL,
	"apply_name" text NOT NULL,
	"contact_phone" varchar(20) NOT NULL,
	"meeting_type" text NOT NULL,
	"people_nums" varchar(16) NOT NULL,
	"begin_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"pay_id" varchar(40) NOT NULL,
	"order_id" integer NOT NULL,
	"method" varchar(16) NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_pay_id_unique" UNIQUE("pay_id")
);
--> statement-breakpoint
CREATE TABLE "room_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"member_id" integer NOT NULL,
	"hotel_code" varchar(16) NOT NULL,
	"room_type_code" varchar(20) NOT NULL,
	"room_type_name" text NOT NULL,
	"rate_code" varchar(20) NOT NULL,
	"rate_name" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"nights" smallint NOT NULL,
	"room_qty" smallint NOT NULL,
	"breakfast" text NOT NULL,
	"payment" varchar(16) NOT NULL,
	"is_free_cancel" boolean NOT NULL,
	"nightly_prices" jsonb NOT NULL,
	"total_amount" integer NOT NULL,
	"status" varchar(16) DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_holds_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rooms_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_requests_hotel_idx" ON "meeting_requests" USING btree ("hotel_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_idx" ON "payments" USING btree ("order_id","method") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "room_holds_status_expiry_idx" ON "room_holds" USING btree ("status","expires_at");