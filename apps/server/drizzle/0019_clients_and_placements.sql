CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remit_method" text NOT NULL,
	"remit_frequency" text NOT NULL,
	"commission_rate" numeric(7, 4) NOT NULL,
	"commission_tiers" jsonb,
	"settlement_authority_percent" numeric(7, 4),
	"plan_authority_months" integer,
	"itemization_date_basis" text DEFAULT 'charge_off' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"placed_on" date NOT NULL,
	"label" text NOT NULL,
	"source_import_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"placement_id" integer,
	"reason" text NOT NULL,
	"account_count" integer NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The default client holds every account placed without one (the existing accounts first). It is
-- id 1, the column's default: no per-row work on insert.
INSERT INTO "clients" ("id", "code", "name", "is_default", "remit_method", "remit_frequency", "commission_rate")
VALUES (1, 'DEFAULT', 'Default client', true, 'net', 'monthly', 0);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('clients', 'id'), 1);--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "client_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "placement_id" integer;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "recalled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_source_import_id_import_runs_id_fk" FOREIGN KEY ("source_import_id") REFERENCES "public"."import_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_code_idx" ON "clients" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_default_idx" ON "clients" USING btree ("is_default") WHERE "clients"."is_default";--> statement-breakpoint
CREATE INDEX "placements_client_idx" ON "placements" USING btree ("client_id","placed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "placements_import_client_idx" ON "placements" USING btree ("source_import_id","client_id");--> statement-breakpoint
CREATE INDEX "recalls_client_idx" ON "recalls" USING btree ("client_id","created_at");--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD CONSTRAINT "debt_accounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD CONSTRAINT "debt_accounts_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debt_accounts_client_idx" ON "debt_accounts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "debt_accounts_placement_idx" ON "debt_accounts" USING btree ("placement_id");