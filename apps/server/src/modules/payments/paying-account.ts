import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts } from '../../db/schema';
import type { PayingAccount } from './card-payment-result';

/** The few fields of an account a payment needs: owner, number, name for the receipt, e-mail. */
export async function loadPayingAccount(db: Database, id: number): Promise<PayingAccount | null> {
  const [row] = await db
    .select({
      id: debtAccounts.id,
      userId: debtAccounts.userId,
      assignedUserId: debtAccounts.assignedUserId,
      accountNumber: debtAccounts.accountNumber,
      fullName: debtAccounts.fullName,
      firstName: debtAccounts.firstName,
      lastName: debtAccounts.lastName,
      email: debtAccounts.emailAddress,
      recalledAt: debtAccounts.recalledAt,
      preferredLanguage: debtAccounts.preferredLanguage,
    })
    .from(debtAccounts)
    .where(eq(debtAccounts.id, id));
  if (!row) return null;
  const name =
    row.fullName?.trim() || [row.firstName, row.lastName].filter(Boolean).join(' ') || row.accountNumber;
  return {
    id: row.id,
    userId: row.userId,
    assignedUserId: row.assignedUserId,
    accountNumber: row.accountNumber,
    name,
    email: row.email,
    recalled: row.recalledAt !== null,
    preferredLanguage: row.preferredLanguage,
  };
}

/**
 * Whether a signed-in user may pay, and read the receipts of, this account: a debtor their own
 * accounts, a collector the accounts assigned to them (decision 0040), admin and staff any.
 */
export function mayActOnAccount(caller: { id: number; role: string }, account: PayingAccount): boolean {
  if (caller.role === 'debtor') return account.userId === caller.id;
  if (caller.role === 'collector') return account.assignedUserId === caller.id;
  return true;
}
