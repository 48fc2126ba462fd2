CREATE TABLE "account_totals" (
	"client_id" integer NOT NULL,
	"status" text NOT NULL,
	"accounts" bigint NOT NULL,
	"outstanding" numeric(18, 2) NOT NULL,
	CONSTRAINT "account_totals_client_id_status_pk" PRIMARY KEY("client_id","status")
);
--> statement-breakpoint
CREATE TABLE "account_totals_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"status" text NOT NULL,
	"accounts" bigint NOT NULL,
	"outstanding" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_day_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_date" date NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"payments" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_day_totals" (
	"payment_date" date PRIMARY KEY NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"payments" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX IF EXISTS "page_views_time_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "debt_accounts_creditor_idx" ON "debt_accounts" USING btree (trim("school_name"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "page_views_time_user_idx" ON "page_views" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_approved_date_idx" ON "payments" USING btree ("payment_date" desc nulls last,"id" desc) WHERE "payments"."status" = 'approved';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_approved_account_date_idx" ON "payments" USING btree ("debt_account_id","payment_date") WHERE "payments"."status" = 'approved';--> statement-breakpoint
-- Money rollups (decision 0076). They start from the full sums of what is on file; from here the
-- statement triggers below append signed deltas in each writer's transaction and fold_rollups()
-- (the rollup-fold job) moves them into the totals. A read adds the totals and the deltas.
INSERT INTO "payment_day_totals" ("payment_date", "amount", "payments")
SELECT "payment_date", sum("amount"), count(*) FROM "payments" WHERE "status" = 'approved' GROUP BY 1;--> statement-breakpoint
INSERT INTO "account_totals" ("client_id", "status", "accounts", "outstanding")
SELECT "client_id", "status", count(*), sum("unpaid_balance") FROM "debt_accounts" GROUP BY 1, 2;--> statement-breakpoint
-- Approved payments: what a statement added (new approved rows) minus what it took away (old approved
-- rows), per payment date. On UPDATE a row whose status, amount and date stay put cancels out.
CREATE FUNCTION "payments_rollup_delta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "payment_day_deltas" ("payment_date", "amount", "payments")
    SELECT "payment_date", sum("amount"), count(*) FROM "new_payments" WHERE "status" = 'approved' GROUP BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "payment_day_deltas" ("payment_date", "amount", "payments")
    SELECT "payment_date", -sum("amount"), -count(*) FROM "old_payments" WHERE "status" = 'approved' GROUP BY 1;
  ELSE
    INSERT INTO "payment_day_deltas" ("payment_date", "amount", "payments")
    SELECT "payment_date", sum("amount"), sum("n") FROM (
      SELECT "payment_date", -"amount" AS "amount", -1 AS "n" FROM "old_payments" WHERE "status" = 'approved'
      UNION ALL
      SELECT "payment_date", "amount", 1 FROM "new_payments" WHERE "status" = 'approved'
    ) c GROUP BY 1 HAVING sum("amount") <> 0 OR sum("n") <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- PostgreSQL allows transition tables only on single-event triggers: one trigger per event.
CREATE TRIGGER "payments_rollup_insert" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS "new_payments" FOR EACH STATEMENT EXECUTE FUNCTION "payments_rollup_delta"();--> statement-breakpoint
CREATE TRIGGER "payments_rollup_update" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS "old_payments" NEW TABLE AS "new_payments" FOR EACH STATEMENT EXECUTE FUNCTION "payments_rollup_delta"();--> statement-breakpoint
CREATE TRIGGER "payments_rollup_delete" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS "old_payments" FOR EACH STATEMENT EXECUTE FUNCTION "payments_rollup_delta"();--> statement-breakpoint
-- Accounts per client and status, with their balances. The ledger's balance move is an UPDATE of
-- debt_accounts (one trigger level down, same transaction), so every posting lands here too.
CREATE FUNCTION "debt_accounts_rollup_delta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "account_totals_deltas" ("client_id", "status", "accounts", "outstanding")
    SELECT "client_id", "status", count(*), sum("unpaid_balance") FROM "new_accounts" GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "account_totals_deltas" ("client_id", "status", "accounts", "outstanding")
    SELECT "client_id", "status", -count(*), -sum("unpaid_balance") FROM "old_accounts" GROUP BY 1, 2;
  ELSE
    INSERT INTO "account_totals_deltas" ("client_id", "status", "accounts", "outstanding")
    SELECT "client_id", "status", sum("n"), sum("balance") FROM (
      SELECT "client_id", "status", -1 AS "n", -"unpaid_balance" AS "balance" FROM "old_accounts"
      UNION ALL
      SELECT "client_id", "status", 1, "unpaid_balance" FROM "new_accounts"
    ) c GROUP BY 1, 2 HAVING sum("n") <> 0 OR sum("balance") <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "debt_accounts_rollup_insert" AFTER INSERT ON "debt_accounts"
  REFERENCING NEW TABLE AS "new_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "debt_accounts_rollup_delta"();--> statement-breakpoint
CREATE TRIGGER "debt_accounts_rollup_update" AFTER UPDATE ON "debt_accounts"
  REFERENCING OLD TABLE AS "old_accounts" NEW TABLE AS "new_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "debt_accounts_rollup_delta"();--> statement-breakpoint
CREATE TRIGGER "debt_accounts_rollup_delete" AFTER DELETE ON "debt_accounts"
  REFERENCING OLD TABLE AS "old_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "debt_accounts_rollup_delta"();--> statement-breakpoint
-- Moves the committed deltas into the totals, key by key in order (two folds at once wait on the
-- same rows; the second finds them gone). Returns how many delta rows it folded.
CREATE FUNCTION "fold_rollups"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  day_rows integer;
  account_rows integer;
BEGIN
  WITH "moved" AS (DELETE FROM "payment_day_deltas" RETURNING "payment_date", "amount", "payments"),
  "folded" AS (
    INSERT INTO "payment_day_totals" AS t ("payment_date", "amount", "payments")
    SELECT "payment_date", sum("amount"), sum("payments") FROM "moved" GROUP BY 1 ORDER BY 1
    ON CONFLICT ("payment_date") DO UPDATE
      SET "amount" = t."amount" + EXCLUDED."amount", "payments" = t."payments" + EXCLUDED."payments"
    RETURNING 1
  )
  SELECT count(*) INTO day_rows FROM "moved";
  WITH "moved" AS (DELETE FROM "account_totals_deltas" RETURNING "client_id", "status", "accounts", "outstanding"),
  "folded" AS (
    INSERT INTO "account_totals" AS t ("client_id", "status", "accounts", "outstanding")
    SELECT "client_id", "status", sum("accounts"), sum("outstanding") FROM "moved" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("client_id", "status") DO UPDATE
      SET "accounts" = t."accounts" + EXCLUDED."accounts", "outstanding" = t."outstanding" + EXCLUDED."outstanding"
    RETURNING 1
  )
  SELECT count(*) INTO account_rows FROM "moved";
  DELETE FROM "payment_day_totals" WHERE "payments" = 0 AND "amount" = 0;
  DELETE FROM "account_totals" WHERE "accounts" = 0 AND "outstanding" = 0;
  RETURN day_rows + account_rows;
END $$;
