import {
  type EDeliveryState,
  eDeliveryDisclosureText,
  E_DELIVERY_MESSAGES as M,
  type PreferredLanguage,
} from '@arrears/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  type DebtAccountRow,
  debtAccounts,
  type EDeliveryConsentRow,
  eDeliveryConsents,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import { addTimelineEntry } from '../account-timeline';
import { requireAccount } from '../accounts';
import { maskAddress } from '../compliance';

type Reader = Database | Transaction;

/** The account's live consent to e-mail delivery, or null. */
export async function liveEDeliveryConsent(
  db: Reader,
  accountId: number,
): Promise<EDeliveryConsentRow | null> {
  const [row] = await db
    .select()
    .from(eDeliveryConsents)
    .where(and(eq(eDeliveryConsents.debtAccountId, accountId), isNull(eDeliveryConsents.withdrawnAt)))
    .limit(1);
  return row ?? null;
}

function stateOf(
  account: Pick<DebtAccountRow, 'id' | 'accountNumber' | 'emailAddress'>,
  consent: EDeliveryConsentRow | null,
): EDeliveryState {
  const email = account.emailAddress?.trim();
  return {
    debtAccountId: account.id,
    accountNumber: account.accountNumber,
    emailAddress: email ? maskAddress(email) : null,
    consented: consent !== null,
    givenAt: consent ? consent.givenAt.toISOString() : null,
    method: consent?.method ?? null,
  };
}

/** One account's e-mail delivery, as the workspace shows it. */
export async function eDeliveryStateOf(db: Reader, account: DebtAccountRow): Promise<EDeliveryState> {
  return stateOf(account, await liveEDeliveryConsent(db, account.id));
}

/** GET /api/customer/e-delivery: each of the debtor's accounts and whether its letters come by e-mail. */
export async function debtorEDeliveryStates(db: Database, userId: number): Promise<EDeliveryState[]> {
  const accounts = await db
    .select({
      id: debtAccounts.id,
      accountNumber: debtAccounts.accountNumber,
      emailAddress: debtAccounts.emailAddress,
    })
    .from(debtAccounts)
    .where(eq(debtAccounts.userId, userId))
    .orderBy(asc(debtAccounts.id));
  return Promise.all(accounts.map(async (a) => stateOf(a, await liveEDeliveryConsent(db, a.id))));
}

/**
 * Records consent (the debtor's box on the portal, or an agent's record of what the consumer said).
 * Giving it again while it stands changes nothing. The account needs an e-mail address.
 */
export async function giveEDeliveryConsent(
  db: Database,
  input: {
    accountId: string | number;
    method: 'portal' | 'agent';
    userId: number;
    ipAddress: string | null;
    note?: string;
    /** The language of the disclosure the consumer read (the portal's page); an agent's record is English. */
    language?: PreferredLanguage;
    now: number;
  },
): Promise<EDeliveryState> {
  const account = await requireAccount(db, input.accountId);
  const email = account.emailAddress?.trim();
  if (!email) throw new HttpError(409, M.noEmail);
  return db.transaction(async (tx) => {
    // One live consent per account even when two requests race (the unique index backs this up).
    await tx
      .select({ id: debtAccounts.id })
      .from(debtAccounts)
      .where(eq(debtAccounts.id, account.id))
      .for('update');
    const standing = await liveEDeliveryConsent(tx, account.id);
    if (standing) return { ...stateOf(account, standing), message: M.consented };
    const [row] = await tx
      .insert(eDeliveryConsents)
      .values({
        debtAccountId: account.id,
        method: input.method,
        emailAddress: email,
        disclosure: eDeliveryDisclosureText(input.language),
        givenByUserId: input.userId,
        ipAddress: input.ipAddress,
        givenAt: new Date(input.now),
      })
      .returning();
    const how =
      input.method === 'portal' ? 'by the consumer on the portal' : `by an agent: ${input.note ?? ''}`.trim();
    await addTimelineEntry(tx, {
      debtAccountId: account.id,
      channel: 'Update',
      userId: input.method === 'agent' ? input.userId : null,
      message: `Consent to letters by e-mail (to ${email}) recorded ${how}`,
      details: { kind: 'e_delivery', consentId: row.id, method: input.method, to: email },
    });
    return { ...stateOf(account, row), message: M.consented };
  });
}

/** Withdraws the live consent, if any: letters go back to the post from now on. */
export async function withdrawEDeliveryConsent(
  db: Database,
  input: { accountId: number; userId: number; now: number; byAgent?: boolean },
): Promise<EDeliveryState> {
  const account = await requireAccount(db, input.accountId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(eDeliveryConsents)
      .set({ withdrawnAt: new Date(input.now), withdrawnByUserId: input.userId })
      .where(and(eq(eDeliveryConsents.debtAccountId, account.id), isNull(eDeliveryConsents.withdrawnAt)))
      .returning({ id: eDeliveryConsents.id });
    if (row) {
      await addTimelineEntry(tx, {
        debtAccountId: account.id,
        channel: 'Update',
        userId: input.byAgent ? input.userId : null,
        message: input.byAgent
          ? 'Consent to letters by e-mail withdrawn by an agent, as the consumer asked; letters go by post'
          : 'Consent to letters by e-mail withdrawn by the consumer on the portal; letters go by post',
        details: { kind: 'e_delivery', consentId: row.id, withdrawn: true },
      });
    }
    return { ...stateOf(account, null), message: M.withdrawn };
  });
}
