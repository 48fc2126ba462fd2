import {
  CLIENT_PORTAL_PAGE_SIZE,
  type ClientTransactionsPage,
  type ClientTransactionsQuery,
  type LedgerKind,
} from '@arrears/domain';
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts as d, ledgerEntries as e } from '../../db/schema';
import { debtorNameOf } from './client-accounts.repository';

/** One page of the ledger entries of the client's accounts, newest first, within the date range. */
export async function clientTransactionsPage(
  db: Database,
  clientId: number,
  query: ClientTransactionsQuery,
): Promise<ClientTransactionsPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? CLIENT_PORTAL_PAGE_SIZE;
  const where = and(
    eq(d.clientId, clientId),
    query.from ? gte(e.effectiveDate, query.from) : undefined,
    query.to ? lte(e.effectiveDate, query.to) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: e.id,
        date: e.effectiveDate,
        accountId: d.id,
        accountNumber: d.accountNumber,
        fullName: d.fullName,
        firstName: d.firstName,
        lastName: d.lastName,
        kind: e.kind,
        amount: e.amount,
      })
      .from(e)
      .innerJoin(d, eq(d.id, e.debtAccountId))
      .where(where)
      .orderBy(desc(e.effectiveDate), desc(e.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(e).innerJoin(d, eq(d.id, e.debtAccountId)).where(where),
  ]);
  return {
    transactions: rows.map((r) => ({
      id: r.id,
      date: r.date,
      accountId: r.accountId,
      accountNumber: r.accountNumber,
      debtorName: debtorNameOf(r),
      kind: r.kind as LedgerKind,
      amount: r.amount,
    })),
    total: Number(counted?.n ?? 0),
    page,
    pageSize,
  };
}
