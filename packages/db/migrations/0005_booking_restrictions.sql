ALTER TABLE "room_nights" ADD COLUMN "stop_sell" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "min_stay" smallint;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "max_stay" smallint;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "closed_to_arrival" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "closed_to_departure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_stay_limits" CHECK (("room_nights"."min_stay" is null or "room_nights"."min_stay" >= 1) and ("room_nights"."max_stay" is null or "room_nights"."max_stay" >= coalesce("room_nights"."min_stay", 1)));