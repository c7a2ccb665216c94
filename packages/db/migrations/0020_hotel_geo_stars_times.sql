ALTER TABLE "hotels" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "star_rating" smallint;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "check_in_time" varchar(5);--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "check_out_time" varchar(5);--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_geo" CHECK (("hotels"."latitude" is null) = ("hotels"."longitude" is null) and ("hotels"."latitude" is null or ("hotels"."latitude" between -90 and 90 and "hotels"."longitude" between -180 and 180)));--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_star_rating" CHECK ("hotels"."star_rating" is null or "hotels"."star_rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_check_times" CHECK (("hotels"."check_in_time" is null or "hotels"."check_in_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') and ("hotels"."check_out_time" is null or "hotels"."check_out_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'));