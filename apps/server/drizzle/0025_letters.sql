CREATE TABLE "letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"delivery" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"figures" jsonb NOT NULL,
	"mailed_on" date,
	"sent_on" date,
	"validation_end_date" date,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letters_account_idx" ON "letters" USING btree ("debt_account_id","created_at");--> statement-breakpoint
CREATE INDEX "letters_status_idx" ON "letters" USING btree ("status");