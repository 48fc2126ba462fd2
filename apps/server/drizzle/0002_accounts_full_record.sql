CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "account_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"user_id" integer,
	"source" text NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"body" text NOT NULL,
	"source" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"transaction_date" date NOT NULL,
	"transaction_type" text NOT NULL,
	"description" text,
	"reference_number" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_row_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_run_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"column" text,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_type" text NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text,
	"status" text DEFAULT 'running' NOT NULL,
	"total_rows" integer,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"unchanged_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"last_committed_row" bigint DEFAULT 0 NOT NULL,
	"message" text,
	"created_by_user_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"user_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"payment_date" date NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"source" text NOT NULL,
	"reference_number" text,
	"transaction_id" text,
	"card_brand" text,
	"card_last4" text,
	"notes" text,
	"details" jsonb,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "ssn_last4_hash" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "address_status" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "primary_phone_status" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "work_phone" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "work_phone_status" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "alternate_phone" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "alternate_phone_status" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "school_group" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "school_id" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "school_name" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "school_campus" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "school_state" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "note_id" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "parti_id" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_id" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_ssn_encrypted" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_first_name" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_last_name" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_address1" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_address2" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_city" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_state" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_zip_code" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_dob_encrypted" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_address_status" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_primary_phone" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_primary_phone_status" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_work_phone" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_work_phone_status" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_alternate_phone" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_alternate_phone_status" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_email_address" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_signer_employer_name" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "last_activity_date" date;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "last_activity_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "first_due_date" date;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "next_pymt_due" date;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "scheduled_paymt_amt" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "num_of_pmts_1" integer;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "payment_amts_1" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "num_of_pmts_2" integer;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "payment_amts_2" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "num_of_pmts_3" integer;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "payment_amts_3" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "num_of_pmts_4" integer;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "payment_amts_4" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "num_of_pmts_5" integer;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "payment_amts_5" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "past_due_amt" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "days_delinq" integer;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "acct_setup_date" date;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "date_of_status_opened" date;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "origination_date" date;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "first_sched_disbursement_date" date;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "acct_closed_date" date;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "cancellation_code" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "total_contract_amt" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "total_finance_chg" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "total_contract_paymts" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "term_remaining" integer;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "interest_rate" numeric(9, 4);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "current_rate" numeric(9, 4);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "interest_original" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "disbursed_amt" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "interest_current_bal" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "interest_paid_to_date" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "principal_paid_to_date" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "other_principal_activity" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "student_id" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "ccl_balance" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "client_access_code" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "grad_date" date;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "enrollment_status" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "employer_name" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "borrower_credit_score" integer;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "borrower_score_range" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_borrower_credit_score" integer;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "co_borrower_score_range" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "class_start_date" date;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "cost_of_attendance" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "bond_id" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "separation_date" date;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "field_of_study" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "created_user_id" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "bor_orig_state" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "last_statement_date" date;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "itemization_date" date;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "imaging_status" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "late_fees_accrued" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "late_fees_paid" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "late_fees_balance" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "nsf_fees_accrued" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "nsf_fees_paid" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "nsf_fees_balance" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "repo_fee_paid" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "vehicle_model" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "vin" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "miles" integer;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "dealer" text;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "warranty_expiration" date;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "down_payment" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "account_audit" ADD CONSTRAINT "account_audit_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_audit" ADD CONSTRAINT "account_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_notes" ADD CONSTRAINT "account_notes_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_notes" ADD CONSTRAINT "account_notes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_transactions" ADD CONSTRAINT "account_transactions_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_row_errors" ADD CONSTRAINT "import_row_errors_import_run_id_import_runs_id_fk" FOREIGN KEY ("import_run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_audit_account_time_idx" ON "account_audit" USING btree ("debt_account_id","created_at");--> statement-breakpoint
CREATE INDEX "account_notes_account_idx" ON "account_notes" USING btree ("debt_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_transactions_reference_number_idx" ON "account_transactions" USING btree ("reference_number");--> statement-breakpoint
CREATE INDEX "account_transactions_account_date_idx" ON "account_transactions" USING btree ("debt_account_id","transaction_date");--> statement-breakpoint
CREATE INDEX "import_row_errors_run_idx" ON "import_row_errors" USING btree ("import_run_id","row_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_number_idx" ON "payments" USING btree ("reference_number");--> statement-breakpoint
CREATE INDEX "payments_account_date_idx" ON "payments" USING btree ("debt_account_id","payment_date");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("payment_date");--> statement-breakpoint
CREATE INDEX "debt_accounts_ssn_last4_hash_idx" ON "debt_accounts" USING btree ("ssn_last4_hash");--> statement-breakpoint
CREATE INDEX "debt_accounts_full_name_trgm_idx" ON "debt_accounts" USING gin (lower("full_name") gin_trgm_ops);