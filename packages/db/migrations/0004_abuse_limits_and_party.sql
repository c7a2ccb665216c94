ALTER TABLE "room_holds" ADD COLUMN "adult_num" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_holds" ADD COLUMN "children_num" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "card_password_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "card_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "adult_num" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "children_num" smallint DEFAULT 0 NOT NULL;