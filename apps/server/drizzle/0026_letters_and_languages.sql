CREATE TABLE "e_delivery_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"method" text NOT NULL,
	"email_address" text NOT NULL,
	"disclosure" text NOT NULL,
	"given_by_user_id" integer,
	"ip_address" text,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "letter_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"letter_count" integer NOT NULL,
	"mailed_on" date,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "time_barred" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "companion_letter_id" integer;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "mail_id" integer;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "e_delivery_consents" ADD CONSTRAINT "e_delivery_consents_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_delivery_consents" ADD CONSTRAINT "e_delivery_consents_given_by_user_id_users_id_fk" FOREIGN KEY ("given_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_delivery_consents" ADD CONSTRAINT "e_delivery_consents_withdrawn_by_user_id_users_id_fk" FOREIGN KEY ("withdrawn_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_batches" ADD CONSTRAINT "letter_batches_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_delivery_consents_account_idx" ON "e_delivery_consents" USING btree ("debt_account_id","given_at");--> statement-breakpoint
CREATE UNIQUE INDEX "e_delivery_consents_live_idx" ON "e_delivery_consents" USING btree ("debt_account_id") WHERE "e_delivery_consents"."withdrawn_at" IS NULL;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_batch_id_letter_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."letter_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letters_batch_idx" ON "letters" USING btree ("batch_id");