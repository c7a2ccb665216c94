ALTER TABLE "audit_log" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor" varchar(16) DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_check" CHECK (("audit_log"."actor" = 'staff') = ("audit_log"."staff_id" IS NOT NULL) AND "audit_log"."actor" IN ('staff', 'guest'));