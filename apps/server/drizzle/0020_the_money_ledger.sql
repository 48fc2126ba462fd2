CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"effective_date" date NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by_user_id" integer,
	"method" text,
	"payment_id" integer,
	"account_transaction_id" integer,
	"reverses_entry_id" integer,
	"reason" text,
	"description" text,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_posted_by_user_id_users_id_fk" FOREIGN KEY ("posted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_transaction_id_account_transactions_id_fk" FOREIGN KEY ("account_transaction_id") REFERENCES "public"."account_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_entry_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("debt_account_id","effective_date");--> statement-breakpoint
CREATE INDEX "ledger_entries_date_idx" ON "ledger_entries" USING btree ("effective_date");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment_id") WHERE "ledger_entries"."payment_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("account_transaction_id") WHERE "ledger_entries"."account_transaction_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_idx" ON "ledger_entries" USING btree ("reverses_entry_id") WHERE "ledger_entries"."reverses_entry_id" IS NOT NULL;--> statement-breakpoint
-- The ledger starts from what is on file: approved payments and imported transactions become entries
-- (source 'carried_over': remitted to the clients before the ledger, never by a remittance here), and
-- each account's placement is what makes the sum equal today's balance.
INSERT INTO "ledger_entries" ("debt_account_id", "kind", "amount", "effective_date", "posted_at", "posted_by_user_id", "method", "payment_id", "source", "description")
SELECT p."debt_account_id", 'payment', -p."amount", p."payment_date", p."created_at", p."created_by_user_id",
  CASE p."payment_method" WHEN 'credit_card' THEN 'card' ELSE p."payment_method" END, p."id", 'carried_over', p."notes"
FROM "payments" p WHERE p."status" = 'approved';--> statement-breakpoint
INSERT INTO "ledger_entries" ("debt_account_id", "kind", "amount", "effective_date", "posted_at", "account_transaction_id", "source", "description")
SELECT t."debt_account_id",
  CASE WHEN lower(t."transaction_type") LIKE '%interest%' THEN 'interest'
       WHEN lower(t."transaction_type") LIKE '%fee%' THEN 'fee'
       ELSE 'adjustment' END,
  t."amount", t."transaction_date", t."created_at", t."id", 'carried_over', coalesce(t."description", t."transaction_type")
FROM "account_transactions" t;--> statement-breakpoint
INSERT INTO "ledger_entries" ("debt_account_id", "kind", "amount", "effective_date", "posted_at", "source", "description")
SELECT d."id", 'placement', d."unpaid_balance" - coalesce(e."total", 0),
  coalesce(pl."placed_on", (d."created_at" AT TIME ZONE 'America/New_York')::date), d."created_at", 'system', 'Placed balance'
FROM "debt_accounts" d
LEFT JOIN "placements" pl ON pl."id" = d."placement_id"
LEFT JOIN (SELECT "debt_account_id", sum("amount") AS "total" FROM "ledger_entries" GROUP BY 1) e ON e."debt_account_id" = d."id";--> statement-breakpoint
-- From here the ledger moves the balance. New entries add their sum to their accounts, once per
-- statement (a bulk import is one update per account, not one per row).
CREATE FUNCTION "ledger_entries_move_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "debt_accounts" d SET "unpaid_balance" = d."unpaid_balance" + s."total"
  FROM (
    SELECT "debt_account_id", sum("amount") AS "total" FROM "new_entries"
    -- A placement written by the account insert below is already on the account's row.
    WHERE NOT ("kind" = 'placement' AND pg_trigger_depth() > 1)
    GROUP BY 1
  ) s
  WHERE d."id" = s."debt_account_id" AND s."total" <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_move_balances" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_move_balances"();--> statement-breakpoint
-- An account's placed balance is its first entry, whoever inserts the account.
CREATE FUNCTION "debt_accounts_post_placement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ledger_entries" ("debt_account_id", "kind", "amount", "effective_date", "source", "description")
  SELECT n."id", 'placement', n."unpaid_balance",
    coalesce(pl."placed_on", (n."created_at" AT TIME ZONE 'America/New_York')::date), 'system', 'Placed balance'
  FROM "new_accounts" n LEFT JOIN "placements" pl ON pl."id" = n."placement_id"
  WHERE n."unpaid_balance" <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "debt_accounts_post_placement" AFTER INSERT ON "debt_accounts"
  REFERENCING NEW TABLE AS "new_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "debt_accounts_post_placement"();--> statement-breakpoint
-- The balance is never a bare edit: only the ledger's trigger (one level down) may change it.
CREATE FUNCTION "debt_accounts_balance_from_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."unpaid_balance" IS DISTINCT FROM OLD."unpaid_balance" AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'unpaid_balance changes only by posting a ledger entry' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "debt_accounts_balance_from_ledger" BEFORE UPDATE OF "unpaid_balance" ON "debt_accounts"
  FOR EACH ROW EXECUTE FUNCTION "debt_accounts_balance_from_ledger"();--> statement-breakpoint
-- Entries are never changed: a mistake is put right by a reversal or an adjustment.
CREATE FUNCTION "ledger_entries_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed; post a reversal or an adjustment' USING ERRCODE = 'check_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_are_final" BEFORE UPDATE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_are_final"();
