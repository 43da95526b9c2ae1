ALTER TABLE "mail_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_read_read_dt_idx" ON "messages_read" USING btree ("message_id","read_dt","user_id");--> statement-breakpoint
CREATE INDEX "messages_read_opened_dt_idx" ON "messages_read" USING btree ("message_id","opened_dt","user_id");