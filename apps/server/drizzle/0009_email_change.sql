ALTER TABLE "users" ADD COLUMN "pending_email" varchar(255);--> statement-breakpoint
CREATE INDEX "user_tokens_purpose_idx" ON "user_tokens" USING btree ("kind",lower("purpose"));