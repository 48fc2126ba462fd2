CREATE TABLE "contact_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"channel" text NOT NULL,
	"user_id" integer,
	"disposition_code" text,
	"message" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "requested_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "confirmation_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "auth_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_result_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "avs_result" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "avs_result_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cvc_result" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cvc_result_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "balance_before" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "balance_after" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_events_account_time_idx" ON "contact_events" USING btree ("debt_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_confirmation_code_idx" ON "payments" USING btree ("confirmation_code");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");