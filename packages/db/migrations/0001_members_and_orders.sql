CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"dial_code" varchar(8) DEFAULT '+86' NOT NULL,
	"name" text NOT NULL,
	"sex" smallint NOT NULL,
	"birthday" date,
	"country" text,
	"password_hash" text NOT NULL,
	"password_failures" smallint DEFAULT 0 NOT NULL,
	"password_locked_until" timestamp with time zone,
	"card_no" varchar(20) NOT NULL,
	"level" varchar(16) DEFAULT 'silver' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "members_card_no_unique" UNIQUE("card_no"),
	CONSTRAINT "members_balance_not_negative" CHECK ("members"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"purpose" smallint NOT NULL,
	"code_hash" text NOT NULL,
	"client_ip" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"purpose" smallint NOT NULL,
	"code" varchar(6) NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"rev_no" varchar(32) NOT NULL,
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
	"rev_user" text NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"email" text,
	"arrival_time" varchar(16),
	"remark" text DEFAULT '' NOT NULL,
	"breakfast" text NOT NULL,
	"payment" varchar(16) NOT NULL,
	"is_free_cancel" boolean NOT NULL,
	"total_amount" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"actual_amount" integer NOT NULL,
	"pay_result" smallint DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"pay_code" varchar(16),
	"pay_deadline" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_rev_no_unique" UNIQUE("rev_no")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_idx" ON "sms_outbox" USING btree ("mobile","sent_at");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_state_deadline_idx" ON "orders" USING btree ("state","pay_deadline");