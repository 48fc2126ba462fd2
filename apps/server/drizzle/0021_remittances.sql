CREATE TABLE "remittance_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"remittance_id" integer NOT NULL,
	"ledger_entry_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"commission" numeric(14, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"method" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"gross_collected" numeric(14, 2) NOT NULL,
	"reversals" numeric(14, 2) NOT NULL,
	"commission" numeric(14, 2) NOT NULL,
	"net_due" numeric(14, 2) NOT NULL,
	"direct_payments" numeric(14, 2) NOT NULL,
	"commission_invoiced" numeric(14, 2) NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" integer,
	"approved_by_user_id" integer,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remittances_status_check" CHECK ("remittances"."status" IN ('draft', 'approved', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "remittance_lines" ADD CONSTRAINT "remittance_lines_remittance_id_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."remittances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_lines" ADD CONSTRAINT "remittance_lines_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "remittance_lines_entry_idx" ON "remittance_lines" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "remittance_lines_remittance_idx" ON "remittance_lines" USING btree ("remittance_id");--> statement-breakpoint
CREATE INDEX "remittances_client_idx" ON "remittances" USING btree ("client_id","period_end");--> statement-breakpoint
CREATE INDEX "remittances_status_idx" ON "remittances" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "remittances_daily_idx" ON "remittances" USING btree ("client_id","period_end") WHERE "remittances"."source" = 'daily';