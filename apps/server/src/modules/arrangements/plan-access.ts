import { AUTH_MESSAGES, PLAN_MESSAGES } from '@arrears/domain';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { recordSecurityEvent } from '../../security/security-events';
import { ACCOUNT_MESSAGES } from '../accounts';
import type { PayingAccount } from '../payments';
import { loadPayingAccount, mayActOnAccount } from '../payments';
import { findPlan } from './plans.repository';

/** Who asks: the signed-in user (a debtor on the portal, an agent on the workspace or back office). */
export type PlanCaller = Pick<UserRow, 'id' | 'role' | 'username'>;

async function refuse(
  deps: AppDeps,
  caller: PlanCaller,
  origin: RequestOrigin,
  what: string,
  details: Record<string, unknown>,
) {
  await recordSecurityEvent(deps.db, {
    type: 'plan_denied',
    success: false,
    description: `${caller.role === 'debtor' ? 'Debtor' : 'Collector'} tried to ${what}, which is not theirs`,
    origin,
    user: caller,
    details,
  });
}

/**
 * The account a caller may arrange payments on: a debtor their own (another's, or none, is the
 * same 403 and a security event), a collector one assigned to them, admin and staff any.
 */
export async function accountForCaller(
  deps: AppDeps,
  caller: PlanCaller,
  debtAccountId: number,
  origin: RequestOrigin,
): Promise<PayingAccount> {
  const account = await loadPayingAccount(deps.db, debtAccountId);
  if (caller.role === 'debtor' || caller.role === 'collector') {
    if (!account || !mayActOnAccount(caller, account)) {
      await refuse(deps, caller, origin, `arrange payments on account ${debtAccountId}`, { debtAccountId });
      throw new HttpError(
        403,
        caller.role === 'debtor' ? PLAN_MESSAGES.notYourAccount : AUTH_MESSAGES.forbidden,
      );
    }
  }
  if (!account) throw new HttpError(404, ACCOUNT_MESSAGES.notFound);
  return account;
}

/**
 * A plan the debtor may change: their own. Another's answers like a missing one (404, so plan ids
 * tell nothing), and is recorded as a security event.
 */
export async function ownPlan(deps: AppDeps, caller: PlanCaller, planId: number, origin: RequestOrigin) {
  const plan = await findPlan(deps.db, planId);
  const account = plan && (await loadPayingAccount(deps.db, plan.debtAccountId));
  if (!plan || !account) throw new HttpError(404, PLAN_MESSAGES.notFound);
  if (!mayActOnAccount(caller, account)) {
    await refuse(deps, caller, origin, `change payment plan ${planId}`, { planId });
    throw new HttpError(404, PLAN_MESSAGES.notFound);
  }
  return { plan, account };
}

/** A plan of the workspace's account (`:id`); a plan of another account is not found there. */
export async function planOfAccount(deps: AppDeps, debtAccountId: number, planId: number) {
  const plan = await findPlan(deps.db, planId);
  if (!plan || plan.debtAccountId !== debtAccountId) throw new HttpError(404, PLAN_MESSAGES.notFound);
  return plan;
}
