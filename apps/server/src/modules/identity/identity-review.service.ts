import {
  type IdentityMatch,
  type IdentityReview,
  type IdentityReviewDecision,
  type IdentityReviewList,
  IDENTITY_REVIEW_MESSAGES as M,
} from '@arrears/domain';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { clients, debtAccounts, type UserRow, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { boundTo } from '../../security/field-bindings';
import { recordSecurityEvent } from '../../security/security-events';
import { recordAudit } from '../account-timeline';
import { markAccountsChanged, setIdentityReview } from '../accounts';
import { linkAccountsToUser } from './account-linking';
import { accountAddressParts, formatAddressOption } from './address-options';
import { identityAccounts, provenByAccountNumber } from './identity-people';

/** The queue shows the oldest 200 waiting; the total says how many wait. */
const PAGE = 200;

const accountColumns = {
  id: debtAccounts.id,
  accountNumber: debtAccounts.accountNumber,
  identityHash: debtAccounts.identityHash,
  ssnEncrypted: debtAccounts.ssnEncrypted,
  userId: debtAccounts.userId,
  fullName: debtAccounts.fullName,
  firstName: debtAccounts.firstName,
  lastName: debtAccounts.lastName,
  address1: debtAccounts.address1,
  city: debtAccounts.city,
  state: debtAccounts.state,
  zipCode: debtAccounts.zipCode,
  updatedAt: debtAccounts.updatedAt,
  clientName: clients.name,
};
type AccountLine = {
  [K in keyof typeof accountColumns]: (typeof accountColumns)[K]['_']['data'] | null;
};

/** The accounts waiting for a review (oldest first), each beside the provable accounts of its identity. */
export async function listIdentityReviews(deps: AppDeps): Promise<IdentityReviewList> {
  const waiting = (await deps.db
    .select(accountColumns)
    .from(debtAccounts)
    .innerJoin(clients, eq(clients.id, debtAccounts.clientId))
    .where(eq(debtAccounts.identityReview, 'pending'))
    .orderBy(asc(debtAccounts.identityReview), asc(debtAccounts.id))
    .limit(PAGE)) as AccountLine[];
  const [{ total } = { total: 0 }] = await deps.db
    .select({ total: count() })
    .from(debtAccounts)
    .where(eq(debtAccounts.identityReview, 'pending'));
  const hashes = [...new Set(waiting.flatMap((a) => (a.identityHash ? [a.identityHash] : [])))];
  const provable = hashes.length
    ? ((await deps.db
        .select(accountColumns)
        .from(debtAccounts)
        .innerJoin(clients, eq(clients.id, debtAccounts.clientId))
        .where(and(inArray(debtAccounts.identityHash, hashes), isNull(debtAccounts.identityReview)))
        .orderBy(asc(debtAccounts.id))) as AccountLine[])
    : [];
  const ssnOf = (a: AccountLine) => {
    if (!a.ssnEncrypted || !a.accountNumber) return null;
    const digits = deps.encryption
      .decrypt(a.ssnEncrypted, boundTo.account('ssn_encrypted', a.accountNumber))
      .replace(/\D/g, '');
    return digits.length === 9 ? digits : null;
  };
  const reviews: IdentityReview[] = waiting.map((account) => {
    const ssn = ssnOf(account);
    return {
      ...presentLine(account),
      updatedAt: (account.updatedAt ?? new Date(0)).toISOString(),
      others: provable
        .filter((o) => o.identityHash === account.identityHash && o.id !== account.id)
        .map((other) => {
          const otherSsn = ssnOf(other);
          const match: IdentityMatch =
            ssn && otherSsn ? (ssn === otherSsn ? 'same_full_ssn' : 'different_full_ssn') : 'no_full_ssn';
          return { ...presentLine(other), match };
        }),
    };
  });
  return { reviews, total: Number(total) };
}

function presentLine(a: AccountLine) {
  const parts = accountAddressParts(a);
  const name = [a.firstName, a.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return {
    id: a.id ?? 0,
    accountNumber: a.accountNumber ?? '',
    clientName: a.clientName ?? '',
    name: name || a.fullName?.trim() || '',
    address: parts ? formatAddressOption(parts) : '',
    hasLogin: a.userId !== null,
  };
}

/**
 * Staff decide (decision 0086): approve, and an identity check may prove the account (with its
 * address and its confirmed identity; a login of that identity gets it at once); or reject, and it
 * stays apart for good (its own account number and the proof still reach it, alone). Recorded on
 * the account's audit trail and as a security event.
 */
export async function decideIdentityReview(
  deps: AppDeps,
  input: { accountId: number; decision: IdentityReviewDecision; actor: UserRow; origin: RequestOrigin },
): Promise<{ id: number; identityReview: 'rejected' | null; message: string }> {
  const { accountId, decision, actor } = input;
  const next = decision.decision === 'approve' ? null : 'rejected';
  const linked = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        identityReview: debtAccounts.identityReview,
        identityHash: debtAccounts.identityHash,
        accountNumber: debtAccounts.accountNumber,
      })
      .from(debtAccounts)
      .where(eq(debtAccounts.id, accountId))
      .for('update');
    if (!row) throw new HttpError(404, M.notFound);
    if (row.identityReview === null) throw new HttpError(409, M.notPending);
    await setIdentityReview(tx, accountId, next);
    await recordAudit(tx, {
      debtAccountId: accountId,
      userId: actor.id,
      source: 'identity_review',
      field: 'identity_review',
      oldValue: row.identityReview,
      newValue: next ?? 'approved',
      reason: decision.reason,
    });
    if (next !== null || !row.identityHash) return [];
    // Approved: the login of its confirmed identity (if there is exactly one) sees it from now on.
    const all = await identityAccounts(tx, deps.encryption, row.identityHash, { lock: true });
    const joined = provenByAccountNumber(all, row.accountNumber);
    const owners = [...new Set(joined.flatMap((a) => (a.userId === null ? [] : [a.userId])))];
    if (owners.length !== 1 || joined.find((a) => a.id === accountId)?.userId !== null) return [];
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, owners[0] ?? 0), eq(users.role, 'debtor')));
    if (!owner) return [];
    return linkAccountsToUser(tx, [accountId], owner.id, 'Identity review: approved by staff');
  });
  if (linked.length > 0) markAccountsChanged(deps.db);
  await recordSecurityEvent(deps.db, {
    type: 'identity_review_decided',
    success: true,
    description: `Identity review of account ${accountId}: ${decision.decision === 'approve' ? 'approved' : 'kept apart'}`,
    origin: input.origin,
    user: actor,
    details: { accountId, decision: decision.decision, linkedToLogin: linked.length > 0 },
    riskLevel: 'LOW',
  });
  return {
    id: accountId,
    identityReview: next,
    message: next === null ? M.approved : M.rejected,
  };
}
