CREATE TABLE "compliance_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"licensed_states" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_settings_one_row" CHECK ("compliance_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "debt_type" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "date_of_first_delinquency" date;--> statement-breakpoint
ALTER TABLE "compliance_settings" ADD CONSTRAINT "compliance_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;