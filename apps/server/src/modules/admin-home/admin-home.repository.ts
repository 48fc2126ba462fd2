import { type AdminHome, easternDateOf, type Role } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { failingJobs, JOB_CATALOG } from '../jobs';
import { remittancesToApprove } from '../remittances';
import { queueCounts, scopeOf } from '../work-queue';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Open promises due today or earlier (the agency's day); a collector counts only the accounts
 * assigned to them, as My queue does (decision 0040).
 */
async function promisesDue(deps: Deps, user: { id: number; role: Role }): Promise<number> {
  const today = easternDateOf(deps.clock());
  const mine = user.role === 'collector' ? sql`AND a.assigned_user_id = ${user.id}` : sql``;
  const row = await deps.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM promises p JOIN debt_accounts a ON a.id = p.debt_account_id
    WHERE p.status = 'open' AND p.due_date <= ${today}::date AND a.recalled_at IS NULL ${mine}`);
  return Number(row.rows[0]?.n ?? 0);
}

/** Letters waiting to be printed and mailed: queued for print, in a batch or not yet. */
async function lettersToPrint(deps: Deps): Promise<number> {
  const row = await deps.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM letters WHERE status = 'queued' AND delivery = 'print'`,
  );
  return Number(row.rows[0]?.n ?? 0);
}

/**
 * GET /api/admin/home (decision 0117): the day's numbers for the signed-in user's role. Each figure
 * is read only for a role that may open the page that works it. The queue's size is My queue's own
 * count, kept a minute per user (queueCounts); the other figures are one cheap query each.
 */
export async function loadAdminHome(deps: Deps, user: { id: number; role: Role }): Promise<AdminHome> {
  const backOffice = user.role === 'admin' || user.role === 'staff';
  const admin = user.role === 'admin';
  const [queue, promises, letters, remittances, jobs] = await Promise.all([
    // The queue's size, kept a minute per user: the guard is not asked 150 times per home read.
    queueCounts(deps, scopeOf(user)),
    promisesDue(deps, user),
    backOffice ? lettersToPrint(deps) : undefined,
    admin ? remittancesToApprove(deps.db) : undefined,
    admin ? failingJobs(deps.db, JOB_CATALOG) : undefined,
  ]);
  return {
    queueReady: queue.ready,
    queueMore: queue.more,
    queueWaiting: queue.waiting,
    promisesDue: promises,
    ...(letters === undefined ? {} : { lettersToPrint: letters }),
    ...(remittances === undefined ? {} : { remittancesToApprove: remittances }),
    ...(jobs === undefined ? {} : { jobsFailing: jobs }),
  };
}
