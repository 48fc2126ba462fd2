ALTER TABLE "mail_outbox" ADD COLUMN "about_account_id" integer;--> statement-breakpoint
CREATE INDEX "mail_outbox_about_account_idx" ON "mail_outbox" USING btree ("about_account_id","status") WHERE "mail_outbox"."about_account_id" is not null;--> statement-breakpoint
-- Mails written before the column: those with an unsubscribe account were to a consumer about it (decision 0097).
UPDATE "mail_outbox" SET "about_account_id" = "unsubscribe_account_id" WHERE "unsubscribe_account_id" IS NOT NULL;
