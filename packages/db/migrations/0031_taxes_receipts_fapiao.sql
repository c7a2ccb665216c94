CREATE TABLE "fapiao_documents" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"file_type" varchar(4) NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fapiao_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"hotel_code" varchar(16) NOT NULL,
	"member_id" integer,
	"buyer_kind" varchar(12) NOT NULL,
	"invoice_type" varchar(12) NOT NULL,
	"title" text NOT NULL,
	"tax_no" varchar(18),
	"email" text NOT NULL,
	"company_address" text,
	"company_phone" text,
	"bank_name" text,
	"bank_account" text,
	"state" varchar(12) DEFAULT 'requested' NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" integer,
	"sent_at" timestamp with time zone,
	CONSTRAINT "fapiao_requests_state_known" CHECK ("fapiao_requests"."state" in ('requested', 'issued', 'sent', 'rejected')),
	CONSTRAINT "fapiao_requests_kind" CHECK ("fapiao_requests"."buyer_kind" in ('personal', 'company') and "fapiao_requests"."invoice_type" in ('normal', 'special'))
);
--> statement-breakpoint
CREATE TABLE "hotel_tax_rules" (
	"hotel_code" varchar(16) PRIMARY KEY NOT NULL,
	"service_bp" integer NOT NULL,
	"vat_bp" integer NOT NULL,
	"tax_order" varchar(20) NOT NULL,
	"rounding" varchar(8) NOT NULL,
	"rates_include" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_tax_rules_rates" CHECK ("hotel_tax_rules"."service_bp" between 0 and 3000 and "hotel_tax_rules"."vat_bp" between 0 and 3000),
	CONSTRAINT "hotel_tax_rules_known" CHECK ("hotel_tax_rules"."tax_order" in ('service_then_vat', 'both_on_room') and "hotel_tax_rules"."rounding" in ('night', 'stay'))
);
--> statement-breakpoint
CREATE TABLE "order_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"hotel_code" varchar(16) NOT NULL,
	"receipt_no" integer NOT NULL,
	"issue_no" smallint NOT NULL,
	"addressee" text NOT NULL,
	"honorific" varchar(4) NOT NULL,
	"proviso" text NOT NULL,
	"amount" integer NOT NULL,
	"charges" jsonb NOT NULL,
	"payment_method" text NOT NULL,
	"member_id" integer,
	"staff_id" integer,
	"pdf" "bytea" NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_receipts_honorific" CHECK ("order_receipts"."honorific" in ('様', '御中'))
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"hotel_code" varchar(16) PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" DROP CONSTRAINT "staff_role_known";--> statement-breakpoint
ALTER TABLE "room_holds" ADD COLUMN "tax_rules" jsonb;--> statement-breakpoint
ALTER TABLE "room_holds" ADD COLUMN "charges" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rules" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charges" jsonb;--> statement-breakpoint
ALTER TABLE "fapiao_documents" ADD CONSTRAINT "fapiao_documents_request_id_fapiao_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."fapiao_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fapiao_documents" ADD CONSTRAINT "fapiao_documents_uploaded_by_staff_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fapiao_requests" ADD CONSTRAINT "fapiao_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fapiao_requests" ADD CONSTRAINT "fapiao_requests_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fapiao_requests" ADD CONSTRAINT "fapiao_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fapiao_requests" ADD CONSTRAINT "fapiao_requests_issued_by_staff_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_tax_rules" ADD CONSTRAINT "hotel_tax_rules_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD CONSTRAINT "order_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD CONSTRAINT "order_receipts_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD CONSTRAINT "order_receipts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD CONSTRAINT "order_receipts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fapiao_requests_one_open_idx" ON "fapiao_requests" USING btree ("order_id") WHERE "fapiao_requests"."state" <> 'rejected';--> statement-breakpoint
CREATE INDEX "fapiao_requests_hotel_state_idx" ON "fapiao_requests" USING btree ("hotel_code","state","created_at");--> statement-breakpoint
CREATE INDEX "fapiao_requests_member_idx" ON "fapiao_requests" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_receipts_issue_idx" ON "order_receipts" USING btree ("order_id","issue_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_receipts_number_idx" ON "order_receipts" USING btree ("hotel_code","receipt_no","issue_no");--> statement-breakpoint
CREATE INDEX "order_receipts_hotel_issued_idx" ON "order_receipts" USING btree ("hotel_code","issued_at");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_known" CHECK ("staff"."role" in ('group_admin', 'hotel_manager', 'front_desk', 'content_editor', 'finance'));--> statement-breakpoint
-- A hotel's service and VAT rules price every night it sells (decision 0068): the caches that read
-- prices drop on a change (decision 0028), and every channel connection selling the hotel owes each
-- night ahead, like a rate plan's price rule changing (migration 0028).
CREATE TRIGGER "hotel_tax_rules_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_tax_rules" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE FUNCTION "channel_outbox_tax_rules_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "channel_connections" WHERE "enabled") THEN
    INSERT INTO "channel_outbox" ("connection_id", "hotel_code", "room_type_code", "stay_date")
    SELECT c."id", rn."hotel_code", rn."room_type_code", rn."stay_date"
    FROM (SELECT DISTINCT "hotel_code" FROM "new_rules") changed
    JOIN "channel_connections" c ON c."enabled" AND changed."hotel_code" = ANY (c."hotel_codes")
    JOIN "room_nights" rn ON rn."hotel_code" = changed."hotel_code" AND rn."stay_date" >= (now() AT TIME ZONE 'Asia/Shanghai')::date - 1
    ON CONFLICT ("connection_id", "hotel_code", "room_type_code", "stay_date") WHERE "state" = 'pending' DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "hotel_tax_rules_channel_inserted" AFTER INSERT ON "hotel_tax_rules" REFERENCING NEW TABLE AS "new_rules" FOR EACH STATEMENT EXECUTE FUNCTION "channel_outbox_tax_rules_changed"();
--> statement-breakpoint
CREATE TRIGGER "hotel_tax_rules_channel_updated" AFTER UPDATE ON "hotel_tax_rules" REFERENCING NEW TABLE AS "new_rules" FOR EACH STATEMENT EXECUTE FUNCTION "channel_outbox_tax_rules_changed"();
