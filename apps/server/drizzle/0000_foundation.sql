CREATE TABLE "debt_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"account_number" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"account_status" text,
	"full_name" text,
	"first_name" text,
	"middle_initial" text,
	"last_name" text,
	"ssn_encrypted" text,
	"birth_date_encrypted" text,
	"identity_hash" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"primary_phone" text,
	"email_address" text,
	"principal_original" numeric(12, 2),
	"unpaid_balance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"user_id" integer,
	"user_role" text,
	"username" text,
	"description" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"risk_level" text NOT NULL,
	"success" boolean NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"mfa_enabled" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD CONSTRAINT "debt_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debt_accounts_account_number_idx" ON "debt_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "debt_accounts_identity_hash_idx" ON "debt_accounts" USING btree ("identity_hash");--> statement-breakpoint
CREATE INDEX "debt_accounts_user_idx" ON "debt_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "debt_accounts_last_name_idx" ON "debt_accounts" USING btree (lower("last_name"));--> statement-breakpoint
CREATE INDEX "debt_accounts_primary_phone_idx" ON "debt_accounts" USING btree ("primary_phone");--> statement-breakpoint
CREATE INDEX "page_views_user_time_idx" ON "page_views" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "security_events_type_time_idx" ON "security_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "security_events_username_time_idx" ON "security_events" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "security_events_ip_time_idx" ON "security_events" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE INDEX "security_events_risk_time_idx" ON "security_events" USING btree ("risk_level","created_at");--> statement-breakpoint
CREATE INDEX "security_events_time_idx" ON "security_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");