CREATE TABLE "channel_reservations" (
	"connection_id" integer NOT NULL,
	"res_id" varchar(64) NOT NULL,
	"hotel_code" varchar(16) NOT NULL,
	"channel_name" text NOT NULL,
	"version" timestamp with time zone NOT NULL,
	"status" varchar(12) NOT NULL,
	"order_nos" varchar(32)[] DEFAULT '{}'::varchar[] NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "channel_reservations_connection_id_res_id_pk" PRIMARY KEY("connection_id","res_id"),
	CONSTRAINT "channel_reservations_status_known" CHECK ("channel_reservations"."status" in ('booked', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel_res_id" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "overbooked_nights" jsonb;--> statement-breakpoint
ALTER TABLE "channel_reservations" ADD CONSTRAINT "channel_reservations_connection_id_channel_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_check" CHECK (("audit_log"."actor" = 'staff') = ("audit_log"."staff_id" IS NOT NULL) AND "audit_log"."actor" IN ('staff', 'guest', 'channel'));