import { type ChatPayment, centsToNumber, parseCents } from '@arrears/domain';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactChangeRequests, debtAccounts, payments } from '../../db/schema';
import { addTimelineEntry } from '../account-timeline';

/** Stored statuses as the portal's history names them (the same mapping as GET /api/customer/payments). */
const SHOWN_STATUS = sql<string>`case ${payments.status}
  when 'approved' then 'completed'
  when 'processing' then 'pending'
  when 'pending_reconciliation' then 'pending'
  when 'declined' then 'failed'
  when 'error' then 'failed'
  else ${payments.status} end`;

/**
 * The payments of these accounts, newest first (chat payment list item, docs/product/chat.md).
 * `withAccount`: each says its account number (the handle's list spans every verified account).
 */
export async function chatPaymentsOf(
  db: Database,
  accountIds: number[],
  withAccount = false,
): Promise<ChatPayment[]> {
  const rows = await db
    .select({
      accountNumber: debtAccounts.accountNumber,
      amount: payments.amount,
      createdAt: payments.createdAt,
      reference: sql<
        string | null
      >`coalesce(${payments.confirmationCode}, ${payments.transactionId}, ${payments.referenceNumber})`,
      status: SHOWN_STATUS,
    })
    .from(payments)
    .innerJoin(debtAccounts, eq(debtAccounts.id, payments.debtAccountId))
    .where(inArray(payments.debtAccountId, accountIds))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(500);
  return rows.map((r) => ({
    amount: centsToNumber(parseCents(r.amount) ?? 0),
    created_at: r.createdAt.toISOString(),
    transaction_id: r.reference,
    status: r.status,
    ...(withAccount ? { account_number: r.accountNumber } : {}),
  }));
}

export interface ContactChange {
  debtAccountId: number;
  phone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  reason: string;
}

/**
 * Keeps the chat's contact update as a request for staff (decision 0023): nothing on the account
 * changes here. The account's timeline says what was asked, so an agent sees it while working it.
 */
export async function insertContactChangeRequest(db: Database, change: ContactChange): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactChangeRequests)
      .values({ ...change, source: 'chat', status: 'pending' })
      .returning({ id: contactChangeRequests.id });
    const asked = [
      change.phone && `phone ${change.phone}`,
      change.email && `e-mail ${change.email}`,
      [change.address, change.city, change.state, change.zip].some(Boolean) &&
        `address ${[change.address, change.city, [change.state, change.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}`,
    ].filter(Boolean);
    await addTimelineEntry(tx, {
      debtAccountId: change.debtAccountId,
      channel: 'Update',
      userId: null,
      message: `Contact update requested through the chat: ${asked.join('; ')}. Reason: ${change.reason}`,
      details: { kind: 'contact_change_request', requestId: row.id, source: 'chat' },
    });
    return row.id;
  });
}
