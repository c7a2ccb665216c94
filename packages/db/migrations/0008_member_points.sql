CREATE TABLE "member_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"staff_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_points_kind_known" CHECK ("member_points"."kind" in ('stay', 'adjustment'))
);
--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_points_member_idx" ON "member_points" USING btree ("member_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_points_one_stay_per_order" ON "member_points" USING btree ("order_id") WHERE "member_points"."kind" = 'stay';--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_points_not_negative" CHECK ("members"."points" >= 0);