CREATE TABLE "contact_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"channel" text NOT NULL,
	"target" text,
	"user_id" integer,
	"allowed" boolean NOT NULL,
	"rule" text,
	"message" text,
	"opens_at" timestamp with time zone,
	"evaluation" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"phone" text,
	"source" text NOT NULL,
	"note" text,
	"recorded_by_user_id" integer,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validation_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"sent_on" date NOT NULL,
	"method" text NOT NULL,
	"recorded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_preferences" ADD CONSTRAINT "contact_preferences_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_preferences" ADD CONSTRAINT "contact_preferences_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_preferences" ADD CONSTRAINT "contact_preferences_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_notices" ADD CONSTRAINT "validation_notices_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_notices" ADD CONSTRAINT "validation_notices_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_attempts_account_idx" ON "contact_attempts" USING btree ("debt_account_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_attempts_blocked_idx" ON "contact_attempts" USING btree ("allowed","created_at");--> statement-breakpoint
CREATE INDEX "contact_preferences_account_idx" ON "contact_preferences" USING btree ("debt_account_id","kind");--> statement-breakpoint
CREATE INDEX "validation_notices_account_idx" ON "validation_notices" USING btree ("debt_account_id","created_at");--> statement-breakpoint
CREATE FUNCTION contact_attempts_keep_three_years() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.created_at > now() - interval '3 years' THEN
    RAISE EXCEPTION 'contact attempts are kept for 3 years (12 CFR 1006.100)';
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER contact_attempts_retention BEFORE DELETE ON contact_attempts
  FOR EACH ROW EXECUTE FUNCTION contact_attempts_keep_three_years();
