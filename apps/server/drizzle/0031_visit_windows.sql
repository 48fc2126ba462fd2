CREATE TABLE "visit_windows" (
	"days" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"visit_count" integer NOT NULL,
	"first_visit" timestamp with time zone NOT NULL,
	"last_visit" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_windows_days_user_id_pk" PRIMARY KEY("days","user_id")
);
--> statement-breakpoint
ALTER TABLE "visit_windows" ADD CONSTRAINT "visit_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_windows_first_idx" ON "visit_windows" USING btree ("days","first_visit");--> statement-breakpoint
CREATE INDEX "visit_windows_visits_idx" ON "visit_windows" USING btree ("days","visit_count","last_visit");--> statement-breakpoint
CREATE INDEX "visit_windows_recency_idx" ON "visit_windows" USING btree ("days","last_visit");--> statement-breakpoint
CREATE INDEX "debt_accounts_debtor_balance_idx" ON "debt_accounts" USING btree ("unpaid_balance") INCLUDE ("user_id","id") WHERE "debt_accounts"."user_id" IS NOT NULL AND "debt_accounts"."unpaid_balance" > 0;--> statement-breakpoint
CREATE INDEX "debt_accounts_debtor_user_idx" ON "debt_accounts" USING btree ("user_id") INCLUDE ("id","unpaid_balance") WHERE "debt_accounts"."user_id" IS NOT NULL AND "debt_accounts"."unpaid_balance" > 0;--> statement-breakpoint
-- Hot-leads windows (decision 0080). visit_windows holds, per window (1, 3, 7, 14, 30 days) and
-- visiting user, the views counted while they were inside the window. An insert adds to every window
-- that contains the view (in (days, user_id) order, the ager's order, so two writers never deadlock).
CREATE FUNCTION visit_windows_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO visit_windows (days, user_id, visit_count, first_visit, last_visit)
  SELECT w.days, n.user_id, count(*)::int, min(n.created_at), max(n.created_at)
  FROM new_views n CROSS JOIN unnest('{1,3,7,14,30}'::smallint[]) AS w(days)
  WHERE n.created_at >= now() - make_interval(days => w.days)
  GROUP BY w.days, n.user_id
  ORDER BY w.days, n.user_id
  ON CONFLICT (days, user_id) DO UPDATE
    SET visit_count = visit_windows.visit_count + excluded.visit_count,
        first_visit = least(visit_windows.first_visit, excluded.first_visit),
        last_visit = greatest(visit_windows.last_visit, excluded.last_visit);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER page_views_visit_windows_add AFTER INSERT ON page_views
  REFERENCING NEW TABLE AS new_views FOR EACH STATEMENT EXECUTE FUNCTION visit_windows_add();--> statement-breakpoint
-- A view deleted or changed (a user's deletion cascades to both tables) recounts its users' windows.
CREATE FUNCTION visit_windows_recount() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    ids := ARRAY(SELECT user_id FROM old_views UNION SELECT user_id FROM new_views ORDER BY 1);
  ELSE
    ids := ARRAY(SELECT DISTINCT user_id FROM old_views ORDER BY 1);
  END IF;
  DELETE FROM visit_windows WHERE user_id = ANY (ids);
  INSERT INTO visit_windows (days, user_id, visit_count, first_visit, last_visit)
  SELECT w.days, v.user_id, count(*)::int, min(v.created_at), max(v.created_at)
  FROM page_views v CROSS JOIN unnest('{1,3,7,14,30}'::smallint[]) AS w(days)
  WHERE v.user_id = ANY (ids) AND v.created_at >= now() - make_interval(days => w.days)
  GROUP BY w.days, v.user_id
  ON CONFLICT (days, user_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER page_views_visit_windows_delete AFTER DELETE ON page_views
  REFERENCING OLD TABLE AS old_views FOR EACH STATEMENT EXECUTE FUNCTION visit_windows_recount();--> statement-breakpoint
CREATE TRIGGER page_views_visit_windows_update AFTER UPDATE ON page_views
  REFERENCING OLD TABLE AS old_views NEW TABLE AS new_views FOR EACH STATEMENT EXECUTE FUNCTION visit_windows_recount();--> statement-breakpoint
-- Time moves views out of a window: before a window is read, its rows whose first view is now older
-- than the window are recounted from page_views (or deleted when no view is left). The rows are locked
-- first, so a writer's +1 still waiting on one lands on the recount, which then did not see it; the
-- advisory lock lets one reader age a window while the others wait and then find nothing to do.
-- The planner cannot tell how few rows are past the cutoff (the column mixes all five windows) and
-- would scan the whole table: the function reads by its indexes only.
CREATE FUNCTION visit_windows_age(window_days smallint) RETURNS void LANGUAGE plpgsql
SET enable_seqscan = off AS $$
DECLARE
  cutoff timestamptz := now() - make_interval(days => window_days);
  aged int[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM visit_windows WHERE days = window_days AND first_visit < cutoff) THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(80031, window_days);
  -- The reader's commit need not wait for the disk: an aging lost in a crash is redone by the next read.
  PERFORM set_config('synchronous_commit', 'off', true);
  aged := ARRAY(
    SELECT user_id FROM visit_windows WHERE days = window_days AND first_visit < cutoff ORDER BY user_id FOR UPDATE
  );
  WITH fresh AS (
    SELECT a.uid AS user_id, c.n, c.f, c.l
    FROM unnest(aged) AS a(uid)
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, min(v.created_at) AS f, max(v.created_at) AS l
      FROM page_views v WHERE v.user_id = a.uid AND v.created_at >= cutoff
    ) c
  ), gone AS (
    DELETE FROM visit_windows w USING fresh
    WHERE w.days = window_days AND w.user_id = fresh.user_id AND fresh.n = 0
  )
  UPDATE visit_windows w SET visit_count = fresh.n, first_visit = fresh.f, last_visit = fresh.l
  FROM fresh WHERE w.days = window_days AND w.user_id = fresh.user_id AND fresh.n > 0;
END $$;--> statement-breakpoint
-- Every window counted afresh from page_views: the start here, and after a load that bypassed the
-- triggers (the scale seed runs with session_replication_role = replica).
CREATE FUNCTION visit_windows_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM visit_windows;
  INSERT INTO visit_windows (days, user_id, visit_count, first_visit, last_visit)
  SELECT w.days, v.user_id, count(*)::int, min(v.created_at), max(v.created_at)
  FROM page_views v CROSS JOIN unnest('{1,3,7,14,30}'::smallint[]) AS w(days)
  WHERE v.created_at >= now() - make_interval(days => w.days)
  GROUP BY w.days, v.user_id;
END $$;--> statement-breakpoint
SELECT visit_windows_rebuild();
