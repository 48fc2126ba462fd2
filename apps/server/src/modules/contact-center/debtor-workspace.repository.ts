import type { ContactHistoryEntry, DebtorAccount } from '@arrears/domain';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountNotes,
  calls,
  contactEvents,
  type DebtAccountRow,
  pageViews,
  payments,
  smsOptOuts,
  users,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { accountLanguage } from '../../i18n/language';
import { requireAccount } from '../accounts';
import { complianceSnapshotOf } from '../compliance';
import { recordingLinksOf } from '../telephony';
import { userNameSql } from '../users';

/** The ways an opt-out may have stored a number: 10 digits, with the country code, E.164. */
function phoneVariants(phones: (string | null)[]): string[] {
  const digits = phones
    .map((p) => (p ?? '').replace(/\D/g, '').replace(/^1(\d{10})$/, '$1'))
    .filter((d) => d.length === 10);
  return [...new Set(digits.flatMap((d) => [d, `1${d}`, `+1${d}`]))];
}

/**
 * The live Compliance Snapshot (decision 0024): the rules' verdict per channel and their facts, with
 * the first snapshot's flags kept (openDispute, smsOptedOut for any of the account's numbers, doNotCall = the
 * latest disposition, lastContactAt).
 */
async function complianceOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  account: DebtAccountRow,
): Promise<DebtorAccount['compliance']> {
  const { db } = deps;
  const phones = phoneVariants([account.primaryPhone, account.workPhone, account.alternatePhone]);
  // The snapshot's facts already hold the open dispute: it is not read a second time. This module's
  // three facts are one statement of subqueries, each on its own index.
  const [snapshot, facts] = await Promise.all([
    complianceSnapshotOf(deps, account),
    db.execute<{
      opted_out: boolean;
      last_disposition: string | null;
      last_contact_ms: number | null;
    }>(sql`select
      ${
        phones.length
          ? sql`exists (select 1 from ${smsOptOuts} where ${inArray(smsOptOuts.phoneNumber, phones)})`
          : sql`false`
      } as opted_out,
      /* calls_account_disposition_idx: the partial predicate as a literal, the index order. */
      (select ${calls.disposition} from ${calls}
        where ${calls.debtAccountId} = ${account.id} and ${calls.disposition} is not null
        order by ${calls.dispositionAt} desc, ${calls.id} desc limit 1) as last_disposition,
      (select floor(extract(epoch from ${contactEvents.createdAt}) * 1000)::float8 from ${contactEvents}
        where ${contactEvents.debtAccountId} = ${account.id}
        order by ${contactEvents.createdAt} desc, ${contactEvents.id} desc limit 1) as last_contact_ms`),
  ]);
  const row = facts.rows[0];
  const lastContactMs =
    row?.last_contact_ms === null || row?.last_contact_ms === undefined ? null : Number(row.last_contact_ms);
  return {
    ...snapshot,
    smsOptedOut: Boolean(row?.opted_out),
    doNotCall: row?.last_disposition === 'do_not_call',
    lastContactAt: lastContactMs === null ? null : new Date(lastContactMs).toISOString(),
  };
}

/** GET /api/debtors/{id}: the account as the agent screen reads it, with its compliance facts and notes. */
export async function loadDebtorAccount(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  id: number,
): Promise<DebtorAccount> {
  const { db } = deps;
  const a = await requireAccount(db, id);
  const [compliance, notes] = await Promise.all([
    complianceOf(deps, a),
    db
      .select({
        id: accountNotes.id,
        body: accountNotes.body,
        createdAt: accountNotes.createdAt,
        userName: userNameSql,
      })
      .from(accountNotes)
      .leftJoin(users, eq(users.id, accountNotes.createdByUserId))
      .where(eq(accountNotes.debtAccountId, id))
      .orderBy(desc(accountNotes.createdAt), desc(accountNotes.id)),
  ]);
  return {
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    fullName: a.fullName,
    accountNumber: a.accountNumber,
    assignedUserId: a.assignedUserId,
    accountStatus: a.accountStatus,
    emailAddress: a.emailAddress,
    primaryPhone: a.primaryPhone,
    workPhone: a.workPhone,
    alternatePhone: a.alternatePhone,
    unpaidBalance: a.unpaidBalance,
    pastDueAmount: a.pastDueAmt,
    daysDelinquent: a.daysDelinq,
    scheduledPaymentAmount: a.scheduledPaymtAmt,
    lastActivityDate: a.lastActivityDate,
    lastActivityAmount: a.lastActivityAmount,
    address: {
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      state: a.state,
      zipCode: a.zipCode,
    },
    loan: {
      totalContractAmount: a.totalContractAmt,
      interestRate: a.interestRate,
      originationDate: a.originationDate,
    },
    vehicle: { model: a.vehicleModel, vin: a.vin },
    creditor: { schoolName: a.schoolName },
    preferredLanguage: accountLanguage(a),
    compliance,
    internalNotes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
  };
}

/**
 * GET /api/debtors/{id}/contacts: the timeline, newest first. With `recordings` (a user who may play
 * them), a call's entry links its kept recording (decision 0124).
 */
export async function contactHistoryOf(
  db: Database,
  id: number,
  options: { recordings: boolean } = { recordings: false },
): Promise<ContactHistoryEntry[]> {
  await requireAccount(db, id);
  const rows = await db
    .select({
      id: contactEvents.id,
      createdAt: contactEvents.createdAt,
      channel: contactEvents.channel,
      userName: userNameSql,
      dispositionCode: contactEvents.dispositionCode,
      message: contactEvents.message,
    })
    .from(contactEvents)
    .leftJoin(users, eq(users.id, contactEvents.userId))
    .where(eq(contactEvents.debtAccountId, id))
    .orderBy(desc(contactEvents.createdAt), desc(contactEvents.id))
    .limit(500);
  const links = options.recordings ? await recordingLinksOf(db, id) : new Map<number, string>();
  return rows.map(({ createdAt, ...r }) => {
    const url = links.get(r.id);
    return { ...r, timestamp: createdAt.toISOString(), recording: url ? { url } : null };
  });
}

/**
 * GET /api/debtors/{id}/payments: every payment of the account whatever its source (card payments of
 * the portal, an agent or the chat; plan and settlement installments charged by the scheduler;
 * external and imported ones), approved, failed, waiting for reconciliation (so an agent never takes a
 * second payment over an unknown one), refunded or reversed, newest first (decision 0111). Charges
 * still in flight ('processing', seconds long) are left out.
 */
export async function agentPaymentsOf(db: Database, id: number) {
  await requireAccount(db, id);
  const rows = await db
    .select({ p: payments, readBy: users.username })
    .from(payments)
    // Who read the consumer's authorization to them (a staff card payment).
    .leftJoin(users, eq(users.id, payments.authorizedByUserId))
    .where(and(eq(payments.debtAccountId, id), ne(payments.status, 'processing')))
    .orderBy(desc(payments.paymentDate), desc(payments.createdAt), desc(payments.id))
    .limit(500);
  return rows.map(({ p, readBy }) => ({
    id: p.id,
    paymentDate: p.paymentDate,
    amount: p.amount,
    method: p.paymentMethod,
    transactionId: p.transactionId ?? p.referenceNumber,
    status: p.status,
    source: p.source,
    authorization: p.authorizedAt
      ? { authorizedAt: p.authorizedAt.toISOString(), readBy: readBy ?? 'a removed user' }
      : null,
  }));
}

/** GET /api/debtors/{id}/visits: page views of the account's debtor user (0 without one). */
export async function visitCountOf(db: Database, id: number): Promise<number> {
  const account = await requireAccount(db, id);
  if (!account.userId) return 0;
  const [row] = await db.select({ n: count() }).from(pageViews).where(eq(pageViews.userId, account.userId));
  return Number(row?.n ?? 0);
}
