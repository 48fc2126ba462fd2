CREATE TABLE "contact_attempt_week_totals" (
	"week_start" date PRIMARY KEY NOT NULL,
	"rows" integer NOT NULL,
	"calls" integer NOT NULL,
	"texts" integer NOT NULL,
	"emails" integer NOT NULL,
	"blocked" integer NOT NULL
);
--> statement-breakpoint
-- The report's edge weeks (their debts, and their rows when a page reaches them) read on the index alone.
-- INCLUDE is hand-written (the schema builder has none); IF NOT EXISTS finds one built concurrently first.
CREATE INDEX IF NOT EXISTS "contact_attempts_time_cover_idx" ON "contact_attempts" USING btree ("created_at","id") INCLUDE ("debt_account_id","allowed","channel");--> statement-breakpoint
DROP INDEX IF EXISTS "contact_attempts_time_idx";--> statement-breakpoint
-- The week triggers of 0028 now keep both rollups in the same statement. A (week, debt) row is new
-- when its attempts after the upsert equal the ones this statement added: a row that existed held at
-- least one (rows reaching 0 are deleted), so a concurrent first writer of the same pair is counted once.
CREATE OR REPLACE FUNCTION "contact_attempt_weeks_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "s" AS (
    SELECT date_trunc('week', n."created_at" AT TIME ZONE 'America/New_York')::date AS "week_start", n."debt_account_id",
      count(*)::int AS "attempts",
      count(*) FILTER (WHERE n."allowed" AND n."channel" = 'call')::int AS "calls",
      count(*) FILTER (WHERE n."allowed" AND n."channel" = 'sms')::int AS "texts",
      count(*) FILTER (WHERE n."allowed" AND n."channel" = 'email')::int AS "emails",
      count(*) FILTER (WHERE NOT n."allowed")::int AS "blocked"
    FROM "new_attempts" n GROUP BY 1, 2
  ), "up" AS (
    INSERT INTO "contact_attempt_weeks" AS w
      ("week_start", "debt_account_id", "account_number", "attempts", "calls", "texts", "emails", "blocked")
    SELECT s."week_start", s."debt_account_id", d."account_number", s."attempts", s."calls", s."texts", s."emails", s."blocked"
    FROM "s" JOIN "debt_accounts" d ON d."id" = s."debt_account_id"
    -- One order for every writer, so two statements touching the same weeks cannot deadlock.
    ORDER BY 1, 2
    ON CONFLICT ("week_start", "debt_account_id") DO UPDATE SET
      "attempts" = w."attempts" + EXCLUDED."attempts", "calls" = w."calls" + EXCLUDED."calls",
      "texts" = w."texts" + EXCLUDED."texts", "emails" = w."emails" + EXCLUDED."emails",
      "blocked" = w."blocked" + EXCLUDED."blocked"
    RETURNING w."week_start", w."debt_account_id", w."attempts"
  )
  INSERT INTO "contact_attempt_week_totals" AS t ("week_start", "rows", "calls", "texts", "emails", "blocked")
  SELECT s."week_start", count(*) FILTER (WHERE up."attempts" = s."attempts")::int,
    sum(s."calls")::int, sum(s."texts")::int, sum(s."emails")::int, sum(s."blocked")::int
  FROM "s" JOIN "up" ON up."week_start" = s."week_start" AND up."debt_account_id" = s."debt_account_id"
  GROUP BY 1 ORDER BY 1
  ON CONFLICT ("week_start") DO UPDATE SET
    "rows" = t."rows" + EXCLUDED."rows", "calls" = t."calls" + EXCLUDED."calls", "texts" = t."texts" + EXCLUDED."texts",
    "emails" = t."emails" + EXCLUDED."emails", "blocked" = t."blocked" + EXCLUDED."blocked";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "contact_attempt_weeks_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "contact_attempt_weeks" w SET
    "attempts" = w."attempts" - s."attempts", "calls" = w."calls" - s."calls", "texts" = w."texts" - s."texts",
    "emails" = w."emails" - s."emails", "blocked" = w."blocked" - s."blocked"
  FROM (
    SELECT date_trunc('week', o."created_at" AT TIME ZONE 'America/New_York')::date AS "week_start", o."debt_account_id",
      count(*)::int AS "attempts",
      count(*) FILTER (WHERE o."allowed" AND o."channel" = 'call')::int AS "calls",
      count(*) FILTER (WHERE o."allowed" AND o."channel" = 'sms')::int AS "texts",
      count(*) FILTER (WHERE o."allowed" AND o."channel" = 'email')::int AS "emails",
      count(*) FILTER (WHERE NOT o."allowed")::int AS "blocked"
    FROM "old_attempts" o GROUP BY 1, 2
  ) s
  WHERE w."week_start" = s."week_start" AND w."debt_account_id" = s."debt_account_id";
  -- The (week, debt) rows left with no attempt go, and each week's total loses them and the sums.
  WITH "gone" AS (
    DELETE FROM "contact_attempt_weeks" w WHERE w."attempts" <= 0 AND (w."week_start", w."debt_account_id") IN (
      SELECT date_trunc('week', o."created_at" AT TIME ZONE 'America/New_York')::date, o."debt_account_id" FROM "old_attempts" o)
    RETURNING w."week_start"
  ), "s" AS (
    SELECT date_trunc('week', o."created_at" AT TIME ZONE 'America/New_York')::date AS "week_start",
      count(*) FILTER (WHERE o."allowed" AND o."channel" = 'call')::int AS "calls",
      count(*) FILTER (WHERE o."allowed" AND o."channel" = 'sms')::int AS "texts",
      count(*) FILTER (WHERE o."allowed" AND o."channel" = 'email')::int AS "emails",
      count(*) FILTER (WHERE NOT o."allowed")::int AS "blocked"
    FROM "old_attempts" o GROUP BY 1
  )
  UPDATE "contact_attempt_week_totals" t SET
    "rows" = t."rows" - (SELECT count(*) FROM "gone" g WHERE g."week_start" = s."week_start")::int,
    "calls" = t."calls" - s."calls", "texts" = t."texts" - s."texts", "emails" = t."emails" - s."emails",
    "blocked" = t."blocked" - s."blocked"
  FROM "s" WHERE t."week_start" = s."week_start";
  DELETE FROM "contact_attempt_week_totals" t WHERE t."rows" <= 0 AND t."week_start" IN (
    SELECT date_trunc('week', o."created_at" AT TIME ZONE 'America/New_York')::date FROM "old_attempts" o);
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "contact_attempt_week_totals" ("week_start", "rows", "calls", "texts", "emails", "blocked")
SELECT "week_start", count(*)::int, sum("calls")::int, sum("texts")::int, sum("emails")::int, sum("blocked")::int
FROM "contact_attempt_weeks" GROUP BY 1;
