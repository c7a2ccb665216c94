ALTER TABLE "meeting_requests" ADD COLUMN "status" varchar(16) DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "staff_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_handled_by_staff_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_requests_hotel_status_idx" ON "meeting_requests" USING btree ("hotel_code","status","created_at");--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_status_known" CHECK ("meeting_requests"."status" in ('new', 'contacted', 'confirmed', 'declined'));