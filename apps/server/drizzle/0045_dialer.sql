CREATE TABLE "dialer_claims" (
	"debt_account_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"call_sid" text
);
--> statement-breakpoint
CREATE TABLE "dialer_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"preview_seconds" integer NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dialer_settings_one_row" CHECK ("dialer_settings"."id" = 1),
	CONSTRAINT "dialer_settings_preview" CHECK ("dialer_settings"."preview_seconds" BETWEEN 0 AND 120)
);
--> statement-breakpoint
ALTER TABLE "dialer_claims" ADD CONSTRAINT "dialer_claims_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_claims" ADD CONSTRAINT "dialer_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_settings" ADD CONSTRAINT "dialer_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dialer_claims_user_idx" ON "dialer_claims" USING btree ("user_id");