import { type AccountStatus, centsToDecimal, easternDateOf, parseCents } from '@arrears/domain';
import type { AppDeps } from '../../deps';
import { findAccount } from '../accounts';
import { plansOfAccount } from '../arrangements';
import { complianceSnapshotOf } from '../compliance';
import { openDisputeFor } from '../disputes';
import { accountSummaryOf } from '../payments';
import { promisesOfAccount } from '../promises';

/** A plan the debtor is in now: running, or agreed and waiting for the agency's approval. */
const LIVE_PLAN_STATUSES = new Set(['active', 'pending_approval']);

/**
 * What the debtor home shows per account of this user (decision 0120). The balance and its parts are
 * the one account summary's (the ledger: what a notice and a statement print); the dispute hold and the
 * validation period are the contact rules' own reading (complianceSnapshotOf), so the home never says
 * collection is paused when the agency's rules do not pause it.
 */
export async function accountStatusesOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
): Promise<AccountStatus[]> {
  const summary = await accountSummaryOf(deps.db, { userId });
  return Promise.all(
    summary.accounts.map(async (figures): Promise<AccountStatus> => {
      const [account, plans, promises, dispute] = await Promise.all([
        findAccount(deps.db, figures.id),
        plansOfAccount(deps.db, figures.id),
        promisesOfAccount(deps.db, figures.id),
        openDisputeFor(deps.db, figures.id),
      ]);
      const snapshot = account ? await complianceSnapshotOf(deps, account) : null;
      const plan = plans.find((p) => LIVE_PLAN_STATUSES.has(p.status)) ?? null;
      const promise =
        promises
          .filter((p) => p.status === 'open')
          .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id)[0] ?? null;
      const validation = snapshot?.validation?.open ? snapshot.validation : null;
      return {
        ...figures,
        plan: plan && {
          id: plan.id,
          kind: plan.kind,
          status: plan.status as 'active' | 'pending_approval',
          next: plan.nextInstallment
            ? { amount: plan.nextInstallment.amount, on: plan.nextInstallment.chargeOn }
            : null,
        },
        promise: promise && {
          amount: centsToDecimal(parseCents(promise.amount) ?? 0),
          dueOn: promise.dueDate,
        },
        dispute: dispute && {
          status: dispute.status,
          filedOn: easternDateOf(dispute.createdAt.getTime()),
          collectionPaused: snapshot?.disputeHold === true,
        },
        validation: validation && { sentOn: validation.sentOn, endsOn: validation.endsOn },
      };
    }),
  );
}
