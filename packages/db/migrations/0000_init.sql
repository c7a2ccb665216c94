CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_code" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"image_mobile" text NOT NULL,
	"link" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"tagline" text NOT NULL,
	"description" text NOT NULL,
	"logo" text NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"name_en" text NOT NULL,
	"brand_id" integer,
	"city_code" varchar(16),
	"tel" text NOT NULL,
	"feature" text NOT NULL,
	"business_type" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"zip_code" text NOT NULL,
	"thumbnail" text NOT NULL,
	"pc_thumbnail" text NOT NULL,
	"show_image" text NOT NULL,
	"logo_image" text NOT NULL,
	"is_pre_opening" boolean DEFAULT false NOT NULL,
	"opening_date" date,
	"third_menu" text DEFAULT '' NOT NULL,
	"meetings_menu" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"hotel_code" varchar(16) NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" text NOT NULL,
	"payment" varchar(16) NOT NULL,
	"breakfast_count" smallint DEFAULT 0 NOT NULL,
	"price_factor" integer DEFAULT 100 NOT NULL,
	"breakfast_supplement" integer DEFAULT 0 NOT NULL,
	"is_free_cancel" boolean NOT NULL,
	"member_only" boolean DEFAULT false NOT NULL,
	"discount_type" text,
	"discount_code" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_plans_hotel_code_code_pk" PRIMARY KEY("hotel_code","code")
);
--> statement-breakpoint
CREATE TABLE "room_nights" (
	"hotel_code" varchar(16) NOT NULL,
	"room_type_code" varchar(20) NOT NULL,
	"stay_date" date NOT NULL,
	"price" integer NOT NULL,
	"total_rooms" integer NOT NULL,
	"sold_rooms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_nights_hotel_code_room_type_code_stay_date_pk" PRIMARY KEY("hotel_code","room_type_code","stay_date"),
	CONSTRAINT "room_nights_not_oversold" CHECK ("room_nights"."sold_rooms" >= 0 and "room_nights"."sold_rooms" <= "room_nights"."total_rooms")
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"hotel_code" varchar(16) NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"size_sqm" integer NOT NULL,
	"bed_type" text NOT NULL,
	"max_occupancy" smallint DEFAULT 3 NOT NULL,
	"features" jsonb NOT NULL,
	"facilities" jsonb NOT NULL,
	"short_image" text NOT NULL,
	"images" jsonb NOT NULL,
	"remark" text NOT NULL,
	"default_rooms" integer NOT NULL,
	"base_price" integer NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_types_hotel_code_code_pk" PRIMARY KEY("hotel_code","code")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"sid" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"banner" text NOT NULL,
	"banner_mobile" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "content_pages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "hotel_content" (
	"hotel_code" varchar(16) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "hotel_content_hotel_code_kind_pk" PRIMARY KEY("hotel_code","kind")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY NOT NULL,
	"sid" smallint NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"published_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_code" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"type_name" text NOT NULL,
	"sales_info" text NOT NULL,
	"sales_list" jsonb NOT NULL,
	"content" text NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"thumbnail" text NOT NULL,
	"show_image" text NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_group_id_city_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."city_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_content" ADD CONSTRAINT "hotel_content_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_hotel_idx" ON "banners" USING btree ("hotel_code","sort_order");--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "news_sid_published_idx" ON "news" USING btree ("sid","published_on");--> statement-breakpoint
CREATE INDEX "sales_hotel_idx" ON "sales" USING btree ("hotel_code","begin_date");--> statement-breakpoint
CREATE INDEX "sales_group_idx" ON "sales" USING btree ("is_group","begin_date");