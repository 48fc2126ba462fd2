import { LIST_DEFAULT_PAGE_SIZE, type PaymentPromise, type PromiseStatus } from '@arrears/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, promises, users } from '../../db/schema';

const columns = {
  id: promises.id,
  debtAccountId: promises.debtAccountId,
  accountNumber: debtAccounts.accountNumber,
  amount: promises.amount,
  dueDate: promises.dueDate,
  status: promises.status,
  keptAt: promises.keptAt,
  brokenAt: promises.brokenAt,
  source: promises.source,
  callId: promises.callId,
  createdBy: users.username,
  createdAt: promises.createdAt,
};

type Row = Awaited<ReturnType<typeof select>>[number];

function toPromise(r: Row): PaymentPromise {
  return {
    ...r,
    status: r.status as PromiseStatus,
    source: r.source as PaymentPromise['source'],
    keptAt: r.keptAt?.toISOString() ?? null,
    brokenAt: r.brokenAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

function select(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(promises)
    .innerJoin(debtAccounts, eq(debtAccounts.id, promises.debtAccountId))
    .leftJoin(users, eq(users.id, promises.createdByUserId))
    .where(where)
    .orderBy(desc(promises.createdAt), desc(promises.id));
}

/** GET /api/admin/promises: newest first, one page. */
export async function listPromises(
  db: Database,
  q: { status?: PromiseStatus; page?: number; pageSize?: number },
) {
  const where = q.status ? eq(promises.status, q.status) : undefined;
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? LIST_DEFAULT_PAGE_SIZE;
  const [rows, [{ total }]] = await Promise.all([
    select(db, where)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(promises).where(where),
  ]);
  return { promises: rows.map(toPromise), total, page, pageSize };
}

/** The promises of one account, newest first. */
export async function promisesOfAccount(db: Database, debtAccountId: number): Promise<PaymentPromise[]> {
  return (await select(db, and(eq(promises.debtAccountId, debtAccountId)))).map(toPromise);
}

/** Kept and broken promises (open ones are not yet either), for the dashboard's promise-kept rate. */
export async function promiseOutcomes(db: Database): Promise<{ kept: number; broken: number }> {
  const [row] = await db
    .select({
      kept: sql<number>`count(*) FILTER (WHERE ${promises.status} = 'kept')::int`,
      broken: sql<number>`count(*) FILTER (WHERE ${promises.status} = 'broken')::int`,
    })
    .from(promises);
  return { kept: Number(row.kept), broken: Number(row.broken) };
}
