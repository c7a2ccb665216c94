DROP INDEX "sms_codes_prefix_idx";--> statement-breakpoint
CREATE INDEX "sms_codes_block_idx" ON "sms_codes" USING btree (left("mobile", -4),"created_at");