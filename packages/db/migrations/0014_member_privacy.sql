CREATE TABLE "member_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"policy_version" varchar(32) NOT NULL,
	"source" varchar(16) NOT NULL,
	"client_network" varchar(64),
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "member_consents_source_known" CHECK ("member_consents"."source" in ('checkbox', 'unstated'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_consents_member_idx" ON "member_consents" USING btree ("member_id");