import {
  CLIENT_PORTAL_PAGE_SIZE,
  type ClientAccount,
  type ClientAccountsPage,
  type ClientAccountsQuery,
  type ClientTransaction,
  type LedgerKind,
} from '@arrears/domain';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DebtAccountRow, debtAccounts as d, ledgerEntries, placements } from '../../db/schema';
import type { FieldEncryption } from '../../security/field-encryption';
import { ACCOUNT_COLUMNS, maskedValue, searchCondition } from '../accounts';

const SSN_COLUMN = ACCOUNT_COLUMNS.find((c) => c.key === 'ssn');
if (!SSN_COLUMN) throw new Error('ACCOUNT_FIELDS has no ssn');

/** Per account (only those read): the placed amount and what was collected, from the ledger. */
const placedSql = sql<string>`(SELECT COALESCE(SUM(e.amount), 0) FROM ${ledgerEntries} e
  WHERE e.debt_account_id = ${d.id} AND e.kind = 'placement')::numeric(14,2)::text`;
const collectedSql = sql<string>`(SELECT -COALESCE(SUM(e.amount), 0) FROM ${ledgerEntries} e
  WHERE e.debt_account_id = ${d.id} AND e.kind IN ('payment', 'direct_payment', 'reversal'))::numeric(14,2)::text`;

const accountSelection = {
  id: d.id,
  accountNumber: d.accountNumber,
  fullName: d.fullName,
  firstName: d.firstName,
  lastName: d.lastName,
  ssnEncrypted: d.ssnEncrypted,
  accountStatus: d.accountStatus,
  placementId: d.placementId,
  placedOn: placements.placedOn,
  unpaidBalance: d.unpaidBalance,
  recalledAt: d.recalledAt,
  placedAmount: placedSql,
  collected: collectedSql,
};
type AccountLine = {
  [K in keyof typeof accountSelection]: K extends 'placedAmount' | 'collected' | 'placedOn'
    ? string | null
    : DebtAccountRow[K & keyof DebtAccountRow];
};

/** The debtor's name as the back office shows it: the full name, else first and last. */
export function debtorNameOf(
  row: Pick<DebtAccountRow, 'fullName' | 'firstName' | 'lastName'>,
): string | null {
  const joined = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return row.fullName || joined || null;
}

/** An account as the client sees it: the SSN masked to its last 4 (only that row's SSN is decrypted). */
function present(line: AccountLine, encryption: FieldEncryption): ClientAccount {
  return {
    id: line.id,
    accountNumber: line.accountNumber,
    debtorName: debtorNameOf(line),
    ssn: maskedValue(SSN_COLUMN as never, line.ssnEncrypted, line.accountNumber, encryption),
    status: line.accountStatus,
    placementId: line.placementId,
    placedOn: line.placedOn,
    placedAmount: line.placedAmount ?? '0.00',
    balance: line.unpaidBalance,
    collected: line.collected ?? '0.00',
    recalledAt: line.recalledAt?.toISOString() ?? null,
  };
}

function accountsOf(db: Database) {
  return db
    .select(accountSelection)
    .from(d)
    .leftJoin(placements, eq(placements.id, d.placementId))
    .$dynamic();
}

/** One page of the client's accounts, newest first; every condition starts with the client. */
export async function clientAccountsPage(
  db: Database,
  encryption: FieldEncryption,
  clientId: number,
  query: ClientAccountsQuery,
): Promise<ClientAccountsPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? CLIENT_PORTAL_PAGE_SIZE;
  const where = and(
    eq(d.clientId, clientId),
    query.search ? searchCondition(query.search) : undefined,
    query.status ? sql`lower(${d.accountStatus}) = ${query.status.toLowerCase()}` : undefined,
    query.placementId ? eq(d.placementId, query.placementId) : undefined,
  );
  const [lines, [counted], statuses] = await Promise.all([
    accountsOf(db)
      .where(where)
      .orderBy(desc(d.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(d).where(where),
    db
      .selectDistinct({ status: d.accountStatus })
      .from(d)
      .where(and(eq(d.clientId, clientId), isNotNull(d.accountStatus)))
      .orderBy(asc(d.accountStatus))
      .limit(100),
  ]);
  return {
    accounts: (lines as AccountLine[]).map((l) => present(l, encryption)),
    total: Number(counted?.n ?? 0),
    page,
    pageSize,
    statuses: statuses.map((s) => s.status as string),
  };
}

/** The client's account and its ledger, or null when it is not the client's. */
export async function clientAccount(
  db: Database,
  encryption: FieldEncryption,
  clientId: number,
  id: number,
): Promise<{ account: ClientAccount; transactions: ClientTransaction[] } | null> {
  const [line] = await accountsOf(db)
    .where(and(eq(d.id, id), eq(d.clientId, clientId)))
    .limit(1);
  if (!line) return null;
  const account = present(line as AccountLine, encryption);
  const entries = await db
    .select({
      id: ledgerEntries.id,
      date: ledgerEntries.effectiveDate,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.debtAccountId, id))
    .orderBy(desc(ledgerEntries.effectiveDate), desc(ledgerEntries.id))
    .limit(500);
  return {
    account,
    transactions: entries.map((e) => ({
      id: e.id,
      date: e.date,
      accountId: account.id,
      accountNumber: account.accountNumber,
      debtorName: account.debtorName,
      kind: e.kind as LedgerKind,
      amount: e.amount,
    })),
  };
}
