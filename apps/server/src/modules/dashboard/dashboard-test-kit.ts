import { DASHBOARD_TIME_ZONE } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, pageViews, payments } from '../../db/schema';

/** Test data for the dashboard's tests: accounts, page views and payments placed in time. */

let sequence = 0;

export async function insertAccount(
  db: Database,
  values: { userId?: number | null; unpaidBalance: string; accountNumber?: string; fullName?: string },
): Promise<{ id: number; accountNumber: string }> {
  sequence += 1;
  const [row] = await db
    .insert(debtAccounts)
    .values({
      accountNumber: values.accountNumber ?? `ACC-DASH-${sequence}`,
      userId: values.userId ?? null,
      unpaidBalance: values.unpaidBalance,
      fullName: values.fullName ?? `Debtor ${sequence}`,
      primaryPhone: '8565550101',
      emailAddress: `debtor${sequence}@example.com`,
    })
    .returning({ id: debtAccounts.id, accountNumber: debtAccounts.accountNumber });
  return row;
}

/** `ago` is a PostgreSQL interval measured back from the database clock, e.g. '2 days 3 hours'. */
export async function insertPageView(db: Database, userId: number, ago: string): Promise<void> {
  await db.insert(pageViews).values({ userId, path: '/debtor', createdAt: sql`now() - ${ago}::interval` });
}

/** A payment dated `daysAgo` US Eastern calendar days before today (on the database clock). */
export async function insertPayment(
  db: Database,
  debtAccountId: number,
  values: { amount: string; daysAgo: number; status?: string },
): Promise<void> {
  await db.insert(payments).values({
    debtAccountId,
    amount: values.amount,
    paymentDate: sql`(now() AT TIME ZONE ${DASHBOARD_TIME_ZONE})::date - ${values.daysAgo}::int`,
    paymentMethod: 'ach',
    status: values.status ?? 'approved',
    source: 'external',
  });
}

/** Today's date in US Eastern on the database clock, 'yyyy-mm-dd'. */
export async function easternToday(db: Database): Promise<string> {
  const result = await db.execute<{ today: string }>(
    sql`SELECT to_char((now() AT TIME ZONE ${DASHBOARD_TIME_ZONE})::date, 'YYYY-MM-DD') AS today`,
  );
  return String(result.rows[0].today);
}

/** 'yyyy-mm-dd' shifted by whole days (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday starting the week of an ISO date. */
export function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(isoDate, -((weekday + 6) % 7));
}
