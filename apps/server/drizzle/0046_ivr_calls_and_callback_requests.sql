CREATE TABLE "callback_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer,
	"phone" text NOT NULL,
	"source" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"recording_url" text,
	"call_sid" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "ivr_calls" (
	"call_sid" text PRIMARY KEY NOT NULL,
	"from_number" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"step" text NOT NULL,
	"retries" integer DEFAULT 0 NOT NULL,
	"pending_ssn" text,
	"identity_failures" integer DEFAULT 0 NOT NULL,
	"debt_account_id" integer,
	"identity_verified" boolean DEFAULT false NOT NULL,
	"pay_amount_cents" integer,
	"pay_reference" text,
	"payment_id" integer,
	"offered_at" timestamp with time zone,
	"offered_to_user_id" integer,
	"offer_ended_at" timestamp with time zone,
	"accepted_by_user_id" integer,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_done_by_user_id_users_id_fk" FOREIGN KEY ("done_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ivr_calls" ADD CONSTRAINT "ivr_calls_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ivr_calls" ADD CONSTRAINT "ivr_calls_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ivr_calls" ADD CONSTRAINT "ivr_calls_offered_to_user_id_users_id_fk" FOREIGN KEY ("offered_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ivr_calls" ADD CONSTRAINT "ivr_calls_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "callback_requests_call_sid_idx" ON "callback_requests" USING btree ("call_sid");--> statement-breakpoint
CREATE INDEX "callback_requests_account_idx" ON "callback_requests" USING btree ("debt_account_id","requested_at");--> statement-breakpoint
CREATE INDEX "callback_requests_phone_idx" ON "callback_requests" USING btree ("phone","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ivr_calls_pay_reference_idx" ON "ivr_calls" USING btree ("pay_reference");--> statement-breakpoint
CREATE INDEX "ivr_calls_offers_idx" ON "ivr_calls" USING btree ("offered_at") WHERE "ivr_calls"."offered_at" is not null and "ivr_calls"."offer_ended_at" is null;