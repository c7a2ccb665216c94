CREATE TABLE "integration_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_id" varchar(24) NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"hotel_codes" varchar(16)[] NOT NULL,
	"scope" varchar(8) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	CONSTRAINT "integration_keys_key_id_unique" UNIQUE("key_id"),
	CONSTRAINT "integration_keys_scope_known" CHECK ("integration_keys"."scope" in ('read', 'write'))
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_row_id" integer NOT NULL,
	"endpoint_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"http_status" smallint,
	"error" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_code" varchar(16) NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"secret_sealed" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"lease_until" timestamp with time zone,
	"next_try_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_error" text,
	"last_success_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" varchar(12) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"payload" jsonb,
	"last_tried_at" timestamp with time zone,
	"last_status" smallint,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_events_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "webhook_events_state_known" CHECK ("webhook_events"."state" in ('pending', 'delivered')),
	CONSTRAINT "webhook_events_type_known" CHECK ("webhook_events"."type" in ('reservation.created', 'reservation.changed', 'reservation.cancelled', 'reservation.checked_in', 'reservation.checked_out'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_check";--> statement-breakpoint
ALTER TABLE "channel_connections" DROP CONSTRAINT "channel_connections_type_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_xid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_revoked_by_staff_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_endpoint_idx" ON "webhook_attempts" USING btree ("endpoint_id","at");--> statement-breakpoint
CREATE INDEX "webhook_events_endpoint_idx" ON "webhook_events" USING btree ("endpoint_id","state","id");--> statement-breakpoint
CREATE INDEX "webhook_events_order_idx" ON "webhook_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_hotel_change_idx" ON "orders" USING btree ("hotel_code","change_xid","id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_check" CHECK (("audit_log"."actor" = 'staff') = ("audit_log"."staff_id" IS NOT NULL) AND "audit_log"."actor" IN ('staff', 'guest', 'channel', 'integration'));--> statement-breakpoint
ALTER TABLE "channel_connections" ADD CONSTRAINT "channel_connections_type_known" CHECK ("channel_connections"."type" in ('pmsxchange', 'google'));--> statement-breakpoint
-- The integration API's cursor (issue 27, decision 0065): the transaction that last wrote each
-- order. A reader takes only rows written below the oldest transaction still running, so an order
-- committed late by a slow transaction is never skipped by a cursor that has moved past it.
CREATE FUNCTION "orders_change_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."change_xid" := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_change_xid" BEFORE INSERT OR UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_change_xid"();
--> statement-breakpoint
-- What a hotel's PMS hears (issue 27, decision 0064): each committed change to an order of a
-- hotel with an enabled webhook endpoint owes that endpoint an event, written in the transaction
-- that made the change, whoever made it (guests, staff, channel managers, expiries, the nightly
-- completion). Nothing at all while the hotel has no endpoint. One event per change, the most
-- telling kind first: cancelled (state 2 or 10, a no-show too), checked out, checked in, else
-- changed when anything the PMS keeps differs.
CREATE FUNCTION "webhook_events_for_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind varchar(32);
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "webhook_endpoints" WHERE "enabled" AND "hotel_code" = NEW."hotel_code") THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    kind := 'reservation.created';
  ELSIF NEW."state" IN (2, 10) AND OLD."state" NOT IN (2, 10) THEN
    kind := 'reservation.cancelled';
  ELSIF NEW."checked_out_at" IS NOT NULL AND OLD."checked_out_at" IS NULL THEN
    kind := 'reservation.checked_out';
  ELSIF NEW."checked_in_at" IS NOT NULL AND OLD."checked_in_at" IS NULL THEN
    kind := 'reservation.checked_in';
  ELSIF (NEW."state", NEW."pay_result", NEW."check_in", NEW."check_out", NEW."room_type_code", NEW."rate_code", NEW."room_qty",
         NEW."adult_num", NEW."children_num", NEW."rev_user", NEW."mobile", NEW."email", NEW."arrival_time", NEW."remark",
         NEW."total_amount", NEW."actual_amount", NEW."overbooked_nights", NEW."nightly_prices")
        IS DISTINCT FROM
        (OLD."state", OLD."pay_result", OLD."check_in", OLD."check_out", OLD."room_type_code", OLD."rate_code", OLD."room_qty",
         OLD."adult_num", OLD."children_num", OLD."rev_user", OLD."mobile", OLD."email", OLD."arrival_time", OLD."remark",
         OLD."total_amount", OLD."actual_amount", OLD."overbooked_nights", OLD."nightly_prices") THEN
    kind := 'reservation.changed';
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO "webhook_events" ("endpoint_id", "order_id", "type")
  SELECT "id", NEW."id", kind FROM "webhook_endpoints" WHERE "enabled" AND "hotel_code" = NEW."hotel_code";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_webhook_events" AFTER INSERT OR UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION "webhook_events_for_order"();
--> statement-breakpoint
-- A committed event wakes the senders of every process (the change feed, decision 0028).
CREATE TRIGGER "webhook_events_changes" AFTER INSERT ON "webhook_events" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
