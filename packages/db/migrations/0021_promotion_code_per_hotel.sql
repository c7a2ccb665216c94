DROP INDEX "promotions_code_idx";--> statement-breakpoint
CREATE INDEX "promotions_code_idx" ON "promotions" USING btree ("code");