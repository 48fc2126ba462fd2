CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"type" text NOT NULL,
	"processor" text NOT NULL,
	"token" text NOT NULL,
	"card_brand" text,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"account_type" text,
	"holder_name" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"kind" text DEFAULT 'plan' NOT NULL,
	"status" text NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"balance_at_creation" numeric(14, 2) NOT NULL,
	"installment_count" integer NOT NULL,
	"frequency" text NOT NULL,
	"first_date" date NOT NULL,
	"payment_method_id" integer,
	"channel" text NOT NULL,
	"created_by_user_id" integer,
	"authorization_words" text NOT NULL,
	"authorized_at" timestamp with time zone NOT NULL,
	"authorized_ip" text,
	"authorized_by_user_id" integer,
	"approval_reason" text,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"valid_until" date,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_user_id" integer,
	"broken_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_installments" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"charge_on" date NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payment_id" integer,
	"failure_reason" text,
	"reminder_sent_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_authorized_by_user_id_users_id_fk" FOREIGN KEY ("authorized_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_cancelled_by_user_id_users_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_installments" ADD CONSTRAINT "plan_installments_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_installments" ADD CONSTRAINT "plan_installments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_methods_account_idx" ON "payment_methods" USING btree ("debt_account_id");--> statement-breakpoint
CREATE INDEX "payment_plans_account_idx" ON "payment_plans" USING btree ("debt_account_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_plans_status_idx" ON "payment_plans" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plans_one_live_idx" ON "payment_plans" USING btree ("debt_account_id") WHERE status in ('pending_approval', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "plan_installments_seq_idx" ON "plan_installments" USING btree ("plan_id","seq");--> statement-breakpoint
CREATE INDEX "plan_installments_due_idx" ON "plan_installments" USING btree ("status","charge_on");