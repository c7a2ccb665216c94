CREATE TABLE "member_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code" varchar(24) NOT NULL,
	"title" varchar(60) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" integer NOT NULL,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"hotel_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" varchar(16) NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" varchar(12) DEFAULT 'available' NOT NULL,
	"order_id" integer,
	"used_at" timestamp with time zone,
	CONSTRAINT "member_coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "member_coupons_value_range" CHECK ("member_coupons"."value" > 0 AND ("member_coupons"."kind" <> 'percent' OR "member_coupons"."value" <= 90)),
	CONSTRAINT "member_coupons_used_has_order" CHECK (("member_coupons"."state" = 'used') = ("member_coupons"."order_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "promotion_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "promotion_uses_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" integer NOT NULL,
	"hotel_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"rate_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"stay_from" date,
	"stay_to" date,
	"book_from" date,
	"book_to" date,
	"min_nights" smallint DEFAULT 1 NOT NULL,
	"member_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"code" varchar(40),
	"total_cap" integer,
	"per_member_cap" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"stackable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_used_within_cap" CHECK ("promotions"."used_count" >= 0 AND ("promotions"."total_cap" IS NULL OR "promotions"."used_count" <= "promotions"."total_cap")),
	CONSTRAINT "promotions_value_range" CHECK ("promotions"."value" > 0 AND ("promotions"."kind" <> 'percent' OR "promotions"."value" <= 90))
);
--> statement-breakpoint
ALTER TABLE "room_holds" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "room_holds" ADD COLUMN "promotion_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_issued_by_staff_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("member_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_one_welcome_idx" ON "member_coupons" USING btree ("member_id") WHERE "member_coupons"."source" = 'welcome';--> statement-breakpoint
CREATE INDEX "promotion_uses_member_idx" ON "promotion_uses" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" USING btree ("code");--> statement-breakpoint
-- Searches show public promotions and are cached (decision 0028): a staff edit or a use that reaches a cap drops them.
CREATE TRIGGER "promotions_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
