import { type ChatAccountInfo, centsToNumber, parseCents } from '@arrears/domain';
import { desc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts } from '../../db/schema';

/** The accounts a chat verification proved, as the chat shows them, most recently updated first. */
export async function chatAccountsOf(db: Database, accountIds: readonly number[]): Promise<ChatAccountRow[]> {
  if (accountIds.length === 0) return [];
  return db
    .select({
      id: debtAccounts.id,
      firstName: debtAccounts.firstName,
      lastName: debtAccounts.lastName,
      fullName: debtAccounts.fullName,
      address1: debtAccounts.address1,
      city: debtAccounts.city,
      state: debtAccounts.state,
      zipCode: debtAccounts.zipCode,
      emailAddress: debtAccounts.emailAddress,
      accountNumber: debtAccounts.accountNumber,
      unpaidBalance: debtAccounts.unpaidBalance,
      schoolName: debtAccounts.schoolName,
      updatedAt: debtAccounts.updatedAt,
    })
    .from(debtAccounts)
    .where(inArray(debtAccounts.id, [...accountIds]))
    .orderBy(desc(debtAccounts.updatedAt), desc(debtAccounts.id));
}

export type ChatAccountRow = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  emailAddress: string | null;
  accountNumber: string;
  unpaidBalance: string;
  schoolName: string | null;
  updatedAt: Date;
};

const centsOf = (decimal: string): number => parseCents(decimal) ?? 0;

/**
 * The account the chat opens on: the largest unpaid balance, ties to the most recently updated
 * (the rows come newest first, and sort is stable).
 */
export function primaryAccountOf(rows: readonly ChatAccountRow[]): ChatAccountRow | undefined {
  return [...rows].sort((a, b) => centsOf(b.unpaidBalance) - centsOf(a.unpaidBalance))[0];
}

/** "First Last", else the record's full name, else the account number (imports may lack names). */
export function chatNameOf(row: ChatAccountRow): string {
  const parts = [row.firstName, row.lastName].map((p) => p?.trim()).filter(Boolean);
  return parts.join(' ') || row.fullName?.trim() || row.accountNumber;
}

/**
 * The chat's verified account info (docs/product/chat.md). The record has no principal balance of its own (like the
 * accounts list's currentPrincipalBal), so principal_balance is the current balance, which every
 * payment lowers: the balance the chat shows after a payment is then the one the portal shows.
 */
export function presentChatAccount(row: ChatAccountRow): ChatAccountInfo {
  const balance = centsToNumber(centsOf(row.unpaidBalance));
  return {
    id: row.id,
    first_name: row.firstName ?? '',
    last_name: row.lastName ?? '',
    address1: row.address1 ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    zip_code: row.zipCode ?? '',
    email_address: row.emailAddress ?? '',
    account_number: row.accountNumber,
    principal_balance: balance,
    unpaid_balance: balance,
    creditor: row.schoolName ?? '',
  };
}
