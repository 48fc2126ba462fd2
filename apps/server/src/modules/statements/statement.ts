import {
  type Brand,
  easternDateOf,
  formatAccountNumber,
  formatDisplayDate,
  NOT_AVAILABLE,
  parseCents,
} from '@arrears/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountTransactions, debtAccounts, payments } from '../../db/schema';
import { HttpError } from '../../http-error';

/** A statement lists at most this many payments and transactions each (the newest); beyond, it says so. */
export const STATEMENT_MAX_ROWS = 500;

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  approved: 'Approved',
  declined: 'Declined',
  error: 'Error',
  processing: 'Processing',
  pending_reconciliation: 'Pending',
  refunded: 'Refunded',
  reversed: 'Reversed',
};

export interface StatementPayment {
  date: string;
  amountCents: number;
  status: string;
  /** The stored status ('approved'…), so a statement in another language can name it. */
  statusCode?: string;
  reference: string;
}

export interface StatementTransaction {
  date: string;
  type: string;
  description: string;
  amountCents: number;
  reference: string;
}

/** What an account statement says (docs/product/statements.md): read from the database at the moment it is asked for. */
export interface Statement {
  brand: Brand;
  /** MM/DD/YYYY, the agency's (US Eastern) today. */
  statementDate: string;
  debtorName: string;
  /** The mailing address, one line per entry; empty when the account has none. */
  addressLines: string[];
  accountNumber: string;
  creditor: string;
  originalAmountCents: number | null;
  currentBalanceCents: number;
  payments: StatementPayment[];
  transactions: StatementTransaction[];
  /** More rows existed than STATEMENT_MAX_ROWS (only the newest are listed). */
  truncated: boolean;
}

const cents = (value: string | null | undefined): number | null =>
  value === null || value === undefined ? null : parseCents(value);

/** The name a letter or statement is addressed to. */
export function nameOf(a: typeof debtAccounts.$inferSelect): string {
  return a.fullName?.trim() || [a.firstName, a.lastName].filter(Boolean).join(' ').trim() || a.accountNumber;
}

/** The mailing address, one line per entry; empty when the account has none. */
export function addressLinesOf(a: typeof debtAccounts.$inferSelect): string[] {
  const cityLine = [a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.address1, a.address2, cityLine].map((line) => (line ?? '').trim()).filter(Boolean);
}

/** Loads the statement of account `accountId` as of `nowMs`; 404 when the account does not exist. */
export async function loadStatement(
  db: Database,
  brand: Brand,
  accountId: number,
  nowMs: number,
): Promise<Statement> {
  const [account] = await db.select().from(debtAccounts).where(eq(debtAccounts.id, accountId));
  if (!account) throw new HttpError(404, 'Account not found');
  const [paymentRows, transactionRows] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(eq(payments.debtAccountId, accountId))
      .orderBy(desc(payments.paymentDate), desc(payments.id))
      .limit(STATEMENT_MAX_ROWS + 1),
    db
      .select()
      .from(accountTransactions)
      .where(eq(accountTransactions.debtAccountId, accountId))
      .orderBy(desc(accountTransactions.transactionDate), desc(accountTransactions.id))
      .limit(STATEMENT_MAX_ROWS + 1),
  ]);
  const currentBalanceCents = cents(account.unpaidBalance) ?? 0;
  return {
    brand,
    statementDate: formatDisplayDate(easternDateOf(nowMs)),
    debtorName: nameOf(account),
    addressLines: addressLinesOf(account),
    accountNumber: formatAccountNumber(account.accountNumber, account.id),
    creditor: account.schoolName?.trim() || NOT_AVAILABLE,
    originalAmountCents: cents(account.principalOriginal),
    currentBalanceCents,
    // Fetched newest first (to keep the newest when there are too many), listed oldest first.
    payments: paymentRows
      .slice(0, STATEMENT_MAX_ROWS)
      .reverse()
      .map((p) => ({
        date: formatDisplayDate(p.paymentDate),
        amountCents: cents(p.amount) ?? 0,
        status: PAYMENT_STATUS_LABELS[p.status] ?? p.status,
        statusCode: p.status,
        reference: p.confirmationCode ?? p.transactionId ?? p.referenceNumber ?? NOT_AVAILABLE,
      })),
    transactions: transactionRows
      .slice(0, STATEMENT_MAX_ROWS)
      .reverse()
      .map((t) => ({
        date: formatDisplayDate(t.transactionDate),
        type: t.transactionType,
        description: t.description ?? '',
        amountCents: cents(t.amount) ?? 0,
        reference: t.referenceNumber ?? NOT_AVAILABLE,
      })),
    truncated: paymentRows.length > STATEMENT_MAX_ROWS || transactionRows.length > STATEMENT_MAX_ROWS,
  };
}
