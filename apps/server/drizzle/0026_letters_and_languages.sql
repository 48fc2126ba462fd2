ALTER TABLE "debt_accounts" ADD COLUMN "time_barred" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "companion_letter_id" integer;