CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"user_id" integer,
	"dispute_type" text NOT NULL,
	"dispute_reason" text NOT NULL,
	"requested_action" text NOT NULL,
	"additional_details" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"resolution_notes" text,
	"source" text NOT NULL,
	"resolved_by_user_id" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"original_filename" text NOT NULL,
	"stored_name" text NOT NULL,
	"document_type" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by_user_id" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"identity_hash" text NOT NULL,
	"answer_hash" text NOT NULL,
	"address_options" jsonb NOT NULL,
	"ip_address" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_check_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip_address" text,
	"identity_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_opt_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"consent" boolean NOT NULL,
	"consent_text" text NOT NULL,
	"user_id" integer,
	"ip_address" text,
	"user_agent" text,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_opt_ins" ADD CONSTRAINT "sms_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_account_idx" ON "disputes" USING btree ("debt_account_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_stored_name_idx" ON "documents" USING btree ("stored_name");--> statement-breakpoint
CREATE INDEX "documents_account_idx" ON "documents" USING btree ("debt_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_challenges_token_idx" ON "identity_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "identity_check_failures_ip_idx" ON "identity_check_failures" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE INDEX "identity_check_failures_identity_idx" ON "identity_check_failures" USING btree ("identity_hash","created_at");--> statement-breakpoint
CREATE INDEX "sms_opt_ins_phone_idx" ON "sms_opt_ins" USING btree ("phone_number","created_at");