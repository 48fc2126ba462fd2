ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe_account_id" integer;--> statement-breakpoint
ALTER TABLE "sms_opt_ins" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_opt_ins" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "sms_opt_ins" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "sms_opt_ins" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_opt_ins" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;