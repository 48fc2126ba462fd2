import type { PaymentDetailSort, PaymentDetailsQuery, PaymentDetailsResponse } from '@arrears/domain';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listPage, type SortColumn } from '../../db/list-page';
import { debtAccounts, payments } from '../../db/schema';
import { accountsStamp } from '../accounts';
import { paymentSummary, paymentsBetween } from '../rollups';

/**
 * The list carries at most the newest this many payments (about 190 kB), so the answer stays small
 * however long the agency has collected; the summary still covers every approved payment (the page
 * says when the list is shorter than the summary's count; docs/product/payments.md).
 */
export const PAYMENT_DETAILS_LIMIT = 500;

/** Written as a literal so the planner matches the partial indexes on approved payments. */
const approved = sql`${payments.status} = 'approved'`;

const methodText = sql`lower(trim(${payments.paymentMethod}))`;
const reference = sql`coalesce(${payments.transactionId}, ${payments.referenceNumber})`;

/**
 * The sortable columns. The default order (date, newest first, id breaking ties) walks
 * payments_approved_date_idx; sorts by an account's column (name, creditor, account number) are an
 * OFFSET over the join: the slow path, fine for the first pages.
 */
const SORT_COLUMNS: Record<PaymentDetailSort, SortColumn> = {
  date: payments.paymentDate,
  amount: payments.amount,
  name: sql`lower(${debtAccounts.fullName})`,
  accountNumber: debtAccounts.accountNumber,
  method: methodText,
  creditor: sql`lower(${debtAccounts.schoolName})`,
  confirmationCode: payments.confirmationCode,
  reference,
};

/** The filters of a page request: card means any stored card method (card, credit_card, debit_card). */
function filtersOf(q: PaymentDetailsQuery): SQL | undefined {
  const method =
    !q.method || q.method === 'all'
      ? undefined
      : q.method === 'card'
        ? sql`(${methodText} = 'card' or ${methodText} like '%\_card')`
        : sql`${methodText} = ${q.method}`;
  return and(
    !q.status || q.status === 'approved' ? approved : eq(payments.status, q.status),
    method,
    q.creditor ? sql`trim(${debtAccounts.schoolName}) = ${q.creditor}` : undefined,
    q.from ? gte(payments.paymentDate, q.from) : undefined,
    q.to ? lte(payments.paymentDate, q.to) : undefined,
  );
}

/**
 * At most this many creditors go with a page (A to Z, about 25 kB): an agency's creditors are
 * usually far fewer; past it the filter still takes any name (docs/product/payments.md).
 */
export const PAYMENT_CREDITORS_LIMIT = 1000;

/** Only a date range (or nothing) narrows the approved payments: the rollup has their count. */
function countFromRollup(q: PaymentDetailsQuery): boolean {
  return (!q.status || q.status === 'approved') && (!q.method || q.method === 'all') && !q.creditor;
}

/**
 * GET /api/admin/payment-details: approved payments with their account, newest first, and their summary.
 * With any list parameter (sort, filters, page), one page of the matching payments and their total.
 * The summary and the unfiltered totals come from the money rollups (decision 0076).
 */
export async function loadPaymentDetails(
  db: Database,
  query: PaymentDetailsQuery = {},
): Promise<PaymentDetailsResponse> {
  const paged = Object.values(query).some((v) => v !== undefined);
  const where = paged ? filtersOf(query) : approved;
  const page = listPage(query, SORT_COLUMNS, { sort: 'date', direction: 'desc' }, payments.id);
  const orderBy = query.sort === 'name' ? byNameThenAccount(page.orderBy, query.direction) : page.orderBy;
  const [paymentDetails, summary, total, creditors] = await Promise.all([
    db
      .select({
        paymentId: payments.id,
        debtAccountId: payments.debtAccountId,
        fullName: debtAccounts.fullName,
        accountNumber: debtAccounts.accountNumber,
        transactionId: sql<string | null>`coalesce(${payments.transactionId}, ${payments.referenceNumber})`,
        confirmationCode: payments.confirmationCode,
        primaryPhone: debtAccounts.primaryPhone,
        emailAddress: debtAccounts.emailAddress,
        schoolName: debtAccounts.schoolName,
        schoolCampus: debtAccounts.schoolCampus,
        amount: payments.amount,
        paymentDate: payments.paymentDate,
        paymentMethod: payments.paymentMethod,
        source: payments.source,
      })
      .from(payments)
      .innerJoin(debtAccounts, eq(debtAccounts.id, payments.debtAccountId))
      .where(where)
      // Unpaged, the default page's order: the same index serves both.
      .orderBy(...orderBy)
      .limit(paged ? page.limit : PAYMENT_DETAILS_LIMIT)
      .offset(paged ? page.offset : 0),
    paymentSummary(db),
    paged ? totalOf(db, query, where) : Promise.resolve(0),
    paged ? creditorsOf(db) : Promise.resolve([]),
  ]);
  return {
    paymentDetails,
    summary: {
      totalAmount: summary.totalAmount,
      totalPayments: summary.totalPayments,
      dateRange: { latest: summary.latest, earliest: summary.earliest },
    },
    ...(paged ? { total, page: page.page, pageSize: page.pageSize, creditors } : {}),
  };
}

/**
 * The name sort: the name, then the account, then the payment (decision 0131). With the payment id
 * straight after the name, every account of the first name (5,700 at a million accounts, 7,700
 * payments) had to be read and sorted before the first row; with the account's id in between, the
 * page walks debt_accounts_name_order_idx (name, id) and each account's few payments are sorted on
 * their own. One account's payments stay together under its name.
 */
function byNameThenAccount(orderBy: SQL[], direction: PaymentDetailsQuery['direction']): SQL[] {
  const [name, paymentId] = orderBy;
  // listPage's default direction (desc) when none is asked.
  return [name, direction === 'asc' ? asc(debtAccounts.id) : desc(debtAccounts.id), paymentId];
}

/** The number of payments a page's filters match: from the rollup when it can say, else counted. */
async function totalOf(db: Database, query: PaymentDetailsQuery, where: SQL | undefined): Promise<number> {
  if (countFromRollup(query)) return (await paymentsBetween(db, query.from, query.to)).payments;
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(payments)
    .innerJoin(debtAccounts, eq(debtAccounts.id, payments.debtAccountId))
    .where(where);
  return counted?.total ?? 0;
}

interface KeptCreditors {
  /** The accounts' stamp the list was read at (accountsStamp). */
  version: string;
  names: Promise<string[]>;
}
const keptCreditors = new WeakMap<Database, KeptCreditors>();

/**
 * The creditor filter's choices, read again only when the accounts changed (decision 0131): the
 * list is PAYMENT_CREDITORS_LIMIT index probes (15-90 ms at a million accounts), while the accounts'
 * stamp is a read at most a second old. A change made through the accounts module shows at once, one
 * made elsewhere within the stamp's second, like the accounts table's own lists.
 */
async function creditorsOf(db: Database): Promise<string[]> {
  const { version } = await accountsStamp(db);
  const kept = keptCreditors.get(db);
  if (kept?.version === version) return kept.names;
  const names = readCreditors(db);
  keptCreditors.set(db, { version, names });
  // A failed read is not kept: the next page asks again.
  names.catch(() => {
    if (keptCreditors.get(db)?.names === names) keptCreditors.delete(db);
  });
  return names;
}

/**
 * The original creditors (trimmed school names) on file, A to Z, the first PAYMENT_CREDITORS_LIMIT:
 * the creditor filter's choices. A skip scan: each step takes the next name from
 * debt_accounts_creditor_idx, one probe per creditor however many accounts.
 */
async function readCreditors(db: Database): Promise<string[]> {
  const name = sql`trim(${debtAccounts.schoolName})`;
  const result = await db.execute<{ name: string }>(sql`
    WITH RECURSIVE creditors(name) AS (
      (SELECT ${name} FROM ${debtAccounts} WHERE ${name} > '' ORDER BY ${name} LIMIT 1)
      UNION ALL
      SELECT (SELECT ${name} FROM ${debtAccounts} WHERE ${name} > c.name ORDER BY ${name} LIMIT 1)
      FROM creditors c WHERE c.name IS NOT NULL
    )
    SELECT name FROM creditors WHERE name IS NOT NULL LIMIT ${PAYMENT_CREDITORS_LIMIT}`);
  return result.rows.map((r) => String(r.name)).sort((a, b) => a.localeCompare(b, 'en-US'));
}
