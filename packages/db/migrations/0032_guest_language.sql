ALTER TABLE "orders" ADD COLUMN "language" varchar(2) DEFAULT 'ja' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "language" varchar(2) DEFAULT 'ja' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_known" CHECK ("orders"."language" in ('ja', 'zh', 'en'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_language_known" CHECK ("members"."language" in ('ja', 'zh', 'en'));