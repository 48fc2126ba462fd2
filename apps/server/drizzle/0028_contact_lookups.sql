CREATE TABLE "contact_attempt_weeks" (
	"week_start" date NOT NULL,
	"debt_account_id" integer NOT NULL,
	"account_number" text NOT NULL,
	"attempts" integer NOT NULL,
	"calls" integer NOT NULL,
	"texts" integer NOT NULL,
	"emails" integer NOT NULL,
	"blocked" integer NOT NULL,
	CONSTRAINT "contact_attempt_weeks_week_start_debt_account_id_pk" PRIMARY KEY("week_start","debt_account_id")
);
--> statement-breakpoint
DROP INDEX IF EXISTS "contact_attempts_blocked_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_attempt_weeks_order_idx" ON "contact_attempt_weeks" USING btree ("week_start" DESC NULLS FIRST,"account_number","debt_account_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_attempts_time_idx" ON "contact_attempts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_attempts_blocked_time_idx" ON "contact_attempts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE not "contact_attempts"."allowed";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "calls_to_number_disposition_idx" ON "calls" USING btree ("to_number","disposition_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "calls"."disposition" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "calls_account_disposition_idx" ON "calls" USING btree ("debt_account_id","disposition_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "calls"."disposition" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "disputes_created_idx" ON "disputes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sms_opt_ins_last_ten_idx" ON "sms_opt_ins" USING btree (right(regexp_replace(coalesce("phone_number", ''), '[^0-9]', '', 'g'), 10)) WHERE "sms_opt_ins"."consent" and "sms_opt_ins"."confirmed_at" is not null;--> statement-breakpoint
-- Contacts per debt per agency week, kept with every statement that writes contact_attempts
-- (the compliance report reads whole weeks here instead of grouping every attempt).
CREATE FUNCTION "contact_attempt_weeks_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "contact_attempt_weeks" AS w
    ("week_start", "debt_account_id", "account_number", "attempts", "calls", "texts", "emails", "blocked")
  SELECT s."week_start", s."debt_account_id", d."account_number", s."attempts", s."calls", s."texts", s."emails", s."blocked"
  FROM (
    SELECT date_trunc('week', n."created_at" AT TIME ZONE 'America/New_York')::date AS "week_start", n."debt_account_id",
      count(*)::int AS "attempts",
      count(*) FILTER (WHERE n."allowed" AND n."channel" = 'call')::int AS "calls",
      count(*) FILTER (WHERE n."allowed" AND n."channel" = 'sms')::int AS "texts",
      count(*) FILTER (WHERE n."allowed" AND n."channel" = 'email')::int AS "emails",
      count(*) FILTER (WHERE NOT n."allowed")::int AS "blocked"
    FROM "new_attempts" n GROUP BY 1, 2
  ) s JOIN "debt_accounts" d ON d."id" = s."debt_account_id"
  -- One order for every writer, so two statements touching the same weeks cannot deadlock.
  ORDER BY 1, 2
  ON CONFLICT ("week_start", "debt_account_id") DO UPDATE SET
    "attempts" = w."attempts" + EXCLUDED."attempts", "calls" = w."calls" + EXCLUDED."calls",
    "texts" = w."texts" + EXCLUDED."texts", "emails" = w."emails" + EXCLUDED."emails",
    "blocked" = w."blocked" + EXCLUDED."blocked";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "contact_attempt_weeks_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  DELETE FROM "contact_attempt_weeks" w WHERE w."attempts" <= 0 AND (w."week_start", w."debt_account_id") IN (
    SELECT date_trunc('week', o."created_at" AT TIME ZONE 'America/New_York')::date, o."debt_account_id" FROM "old_attempts" o);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "contact_attempt_weeks_insert" AFTER INSERT ON "contact_attempts"
  REFERENCING NEW TABLE AS "new_attempts" FOR EACH STATEMENT EXECUTE FUNCTION "contact_attempt_weeks_add"();--> statement-breakpoint
CREATE TRIGGER "contact_attempt_weeks_delete" AFTER DELETE ON "contact_attempts"
  REFERENCING OLD TABLE AS "old_attempts" FOR EACH STATEMENT EXECUTE FUNCTION "contact_attempt_weeks_remove"();--> statement-breakpoint
-- An update (none in the product today) moves the row out of its old week and into its new one.
CREATE TRIGGER "contact_attempt_weeks_update_old" AFTER UPDATE ON "contact_attempts"
  REFERENCING OLD TABLE AS "old_attempts" FOR EACH STATEMENT EXECUTE FUNCTION "contact_attempt_weeks_remove"();--> statement-breakpoint
CREATE TRIGGER "contact_attempt_weeks_update_new" AFTER UPDATE ON "contact_attempts"
  REFERENCING NEW TABLE AS "new_attempts" FOR EACH STATEMENT EXECUTE FUNCTION "contact_attempt_weeks_add"();--> statement-breakpoint
INSERT INTO "contact_attempt_weeks"
  ("week_start", "debt_account_id", "account_number", "attempts", "calls", "texts", "emails", "blocked")
SELECT s."week_start", s."debt_account_id", d."account_number", s."attempts", s."calls", s."texts", s."emails", s."blocked"
FROM (
  SELECT date_trunc('week', a."created_at" AT TIME ZONE 'America/New_York')::date AS "week_start", a."debt_account_id",
    count(*)::int AS "attempts",
    count(*) FILTER (WHERE a."allowed" AND a."channel" = 'call')::int AS "calls",
    count(*) FILTER (WHERE a."allowed" AND a."channel" = 'sms')::int AS "texts",
    count(*) FILTER (WHERE a."allowed" AND a."channel" = 'email')::int AS "emails",
    count(*) FILTER (WHERE NOT a."allowed")::int AS "blocked"
  FROM "contact_attempts" a GROUP BY 1, 2
) s JOIN "debt_accounts" d ON d."id" = s."debt_account_id";
