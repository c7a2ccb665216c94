CREATE TABLE "channel_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" varchar(16) NOT NULL,
	"endpoint_url" text NOT NULL,
	"requestor_id" varchar(64) NOT NULL,
	"username" varchar(128) NOT NULL,
	"password_sealed" text NOT NULL,
	"hotel_codes" varchar(16)[] DEFAULT '{}'::varchar[] NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"lease_until" timestamp with time zone,
	"next_try_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "channel_connections_type_known" CHECK ("channel_connections"."type" in ('pmsxchange'))
);
--> statement-breakpoint
CREATE TABLE "channel_mappings" (
	"connection_id" integer NOT NULL,
	"hotel_code" varchar(16) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"our_code" varchar(20) NOT NULL,
	"channel_code" varchar(64) NOT NULL,
	CONSTRAINT "channel_mappings_connection_id_hotel_code_kind_our_code_pk" PRIMARY KEY("connection_id","hotel_code","kind","our_code"),
	CONSTRAINT "channel_mappings_kind_known" CHECK ("channel_mappings"."kind" in ('hotel', 'room', 'rate'))
);
--> statement-breakpoint
CREATE TABLE "channel_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"hotel_code" varchar(16) NOT NULL,
	"room_type_code" varchar(20) NOT NULL,
	"stay_date" date NOT NULL,
	"state" varchar(8) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "channel_outbox_state_known" CHECK ("channel_outbox"."state" in ('pending', 'sending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "channel_sync_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"hotel_code" varchar(16),
	"at" timestamp with time zone NOT NULL,
	"run" varchar(16) NOT NULL,
	"message" varchar(40) NOT NULL,
	"first_night" date,
	"last_night" date,
	"items" integer DEFAULT 0 NOT NULL,
	"ok" boolean NOT NULL,
	"http_status" smallint,
	"error" text,
	"detail" jsonb
);
--> statement-breakpoint
ALTER TABLE "channel_mappings" ADD CONSTRAINT "channel_mappings_connection_id_channel_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_outbox" ADD CONSTRAINT "channel_outbox_connection_id_channel_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_sync_log" ADD CONSTRAINT "channel_sync_log_connection_id_channel_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_outbox_pending_idx" ON "channel_outbox" USING btree ("connection_id","hotel_code","room_type_code","stay_date") WHERE "channel_outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "channel_outbox_connection_idx" ON "channel_outbox" USING btree ("connection_id","state","id");--> statement-breakpoint
CREATE INDEX "channel_sync_log_connection_idx" ON "channel_sync_log" USING btree ("connection_id","at");--> statement-breakpoint
-- What a channel connection owes (issue 26, decision 0062): every committed change to a room type's
-- night (rooms to sell, sold, price, restrictions), whoever made it (staff edits, bookings,
-- cancellations, changes, expiries), owes each enabled connection that sells the hotel a send of
-- that night, written in the same transaction. Statement-level with transition tables: one INSERT
-- per statement whatever the rows, and nothing at all while no connection is enabled. A pending row
-- already there absorbs the change (the sender reads the night's values when it sends).
-- Nights before the hotel's yesterday are history, never sent.
CREATE FUNCTION "channel_outbox_nights_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "channel_connections" WHERE "enabled") THEN
    INSERT INTO "channel_outbox" ("connection_id", "hotel_code", "room_type_code", "stay_date")
    SELECT c."id", n."hotel_code", n."room_type_code", n."stay_date"
    FROM "new_nights" n
    JOIN "channel_connections" c ON c."enabled" AND n."hotel_code" = ANY (c."hotel_codes")
    WHERE n."stay_date" >= (now() AT TIME ZONE 'Asia/Shanghai')::date - 1
    ON CONFLICT ("connection_id", "hotel_code", "room_type_code", "stay_date") WHERE "state" = 'pending' DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "channel_outbox_nights_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "channel_connections" WHERE "enabled") THEN
    INSERT INTO "channel_outbox" ("connection_id", "hotel_code", "room_type_code", "stay_date")
    SELECT c."id", n."hotel_code", n."room_type_code", n."stay_date"
    FROM "new_nights" n
    JOIN "old_nights" o ON o."hotel_code" = n."hotel_code" AND o."room_type_code" = n."room_type_code" AND o."stay_date" = n."stay_date"
    JOIN "channel_connections" c ON c."enabled" AND n."hotel_code" = ANY (c."hotel_codes")
    WHERE n."stay_date" >= (now() AT TIME ZONE 'Asia/Shanghai')::date - 1
      AND (n."total_rooms", n."sold_rooms", n."price", n."stop_sell", n."min_stay", n."max_stay", n."closed_to_arrival", n."closed_to_departure", n."min_stay_through")
          IS DISTINCT FROM (o."total_rooms", o."sold_rooms", o."price", o."stop_sell", o."min_stay", o."max_stay", o."closed_to_arrival", o."closed_to_departure", o."min_stay_through")
    ON CONFLICT ("connection_id", "hotel_code", "room_type_code", "stay_date") WHERE "state" = 'pending' DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A rate plan's price rule (factor, fixed price, breakfast supplement) or its being sold changed:
-- every night ahead of its hotel is owed (each night's send carries every mapped plan's price).
CREATE FUNCTION "channel_outbox_plans_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "channel_connections" WHERE "enabled") THEN
    INSERT INTO "channel_outbox" ("connection_id", "hotel_code", "room_type_code", "stay_date")
    SELECT c."id", rn."hotel_code", rn."room_type_code", rn."stay_date"
    FROM (
      SELECT DISTINCT n."hotel_code"
      FROM "new_plans" n
      JOIN "old_plans" o ON o."hotel_code" = n."hotel_code" AND o."code" = n."code"
      WHERE (n."price_factor", n."fixed_price", n."breakfast_supplement", n."is_active")
            IS DISTINCT FROM (o."price_factor", o."fixed_price", o."breakfast_supplement", o."is_active")
    ) changed
    JOIN "channel_connections" c ON c."enabled" AND changed."hotel_code" = ANY (c."hotel_codes")
    JOIN "room_nights" rn ON rn."hotel_code" = changed."hotel_code" AND rn."stay_date" >= (now() AT TIME ZONE 'Asia/Shanghai')::date - 1
    ON CONFLICT ("connection_id", "hotel_code", "room_type_code", "stay_date") WHERE "state" = 'pending' DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "room_nights_channel_inserted" AFTER INSERT ON "room_nights" REFERENCING NEW TABLE AS "new_nights" FOR EACH STATEMENT EXECUTE FUNCTION "channel_outbox_nights_inserted"();
--> statement-breakpoint
CREATE TRIGGER "room_nights_channel_updated" AFTER UPDATE ON "room_nights" REFERENCING OLD TABLE AS "old_nights" NEW TABLE AS "new_nights" FOR EACH STATEMENT EXECUTE FUNCTION "channel_outbox_nights_updated"();
--> statement-breakpoint
CREATE TRIGGER "rate_plans_channel_updated" AFTER UPDATE ON "rate_plans" REFERENCING OLD TABLE AS "old_plans" NEW TABLE AS "new_plans" FOR EACH STATEMENT EXECUTE FUNCTION "channel_outbox_plans_updated"();
