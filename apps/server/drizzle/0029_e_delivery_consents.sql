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
ALTER TABLE "letters" ADD COLUMN "mail_id" integer;--> statement-breakpoint
ALTER TABLE "e_delivery_consents" ADD CONSTRAINT "e_delivery_consents_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_delivery_consents" ADD CONSTRAINT "e_delivery_consents_given_by_user_id_users_id_fk" FOREIGN KEY ("given_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_delivery_consents" ADD CONSTRAINT "e_delivery_consents_withdrawn_by_user_id_users_id_fk" FOREIGN KEY ("withdrawn_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_delivery_consents_account_idx" ON "e_delivery_consents" USING btree ("debt_account_id","given_at");--> statement-breakpoint
CREATE UNIQUE INDEX "e_delivery_consents_live_idx" ON "e_delivery_consents" USING btree ("debt_account_id") WHERE "e_delivery_consents"."withdrawn_at" IS NULL;