import {
  easternDateOf,
  formatCents,
  type PaymentPlan,
  PLAN_MESSAGES,
  type PlanFrequency,
  type PlanKind,
  type PlanMethodInput,
  type PreferredLanguage,
  planAuthorizationWords,
} from '@arrears/domain';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { addTimelineEntry } from '../account-timeline';
import { isUniqueViolation } from '../users';
import { insertPaymentMethod, methodLabel, saveAtProcessor } from './payment-methods';
import { accountForCaller, type PlanCaller } from './plan-access';
import { mailAuthorizationCopy } from './plan-mail';
import { accountTermsOf } from './plan-options';
import { insertPlanRecord } from './plan-records';
import { agreeTerms } from './plan-terms';
import { findPlan } from './plans.repository';

export interface NewArrangement {
  caller: PlanCaller;
  origin: RequestOrigin;
  /** portal: the debtor accepted on screen; agent: an agent read the words and the consumer agreed. */
  channel: 'portal' | 'agent';
  debtAccountId: number;
  kind: PlanKind;
  installments: number;
  frequency: PlanFrequency;
  firstDate: string;
  method: PlanMethodInput;
  settlementAmountCents?: number;
  /** The language of the debtor's page (portal); the copy of an agent's arrangement follows the account. */
  lang?: PreferredLanguage;
  /** The language the debtor read the authorization in on the portal (default English). */
  language?: PreferredLanguage;
}

const FREQUENCY_LABELS: Record<PlanFrequency, string> = {
  weekly: 'weekly',
  biweekly: 'every two weeks',
  monthly: 'monthly',
};

/**
 * Sets up a plan or settlement (decision 0061): checks the account and the terms first (each
 * refusal changes nothing), then saves the method at the processor and writes the method, the plan,
 * its installments and the timeline line in one transaction. The one-live-arrangement index turns a
 * second plan, even one racing this one, into a 409. A copy of the authorization is e-mailed.
 */
export async function createArrangement(deps: AppDeps, req: NewArrangement): Promise<PaymentPlan> {
  const account = await accountForCaller(deps, req.caller, req.debtAccountId, req.origin);
  if (account.recalled) throw new HttpError(409, PLAN_MESSAGES.recalled);
  const now = deps.clock();
  const today = easternDateOf(now);
  const terms = await accountTermsOf(deps.db, account.id);
  if (!terms || terms.balanceCents <= 0) throw new HttpError(400, PLAN_MESSAGES.nothingOwed);
  if (terms.activePlanId !== null) throw new HttpError(409, PLAN_MESSAGES.alreadyHasPlan);
  const agreed = agreeTerms(req, terms, today);

  const saved = await saveAtProcessor(deps, req.method, req.caller.id, {
    caller: req.caller,
    origin: req.origin,
    debtAccountId: account.id,
  });
  const label = methodLabel(saved);
  const words = planAuthorizationWords(
    {
      agencyName: deps.config.brand.companyName,
      agencyPhone: deps.config.brand.phone,
      consumerName: account.name,
      accountNumber: account.accountNumber,
      methodLabel: label,
      frequency: req.frequency,
      schedule: agreed.schedule,
      settlement: req.kind === 'settlement',
    },
    req.language,
  );
  const byAgent = req.channel === 'agent';
  let planId: number;
  try {
    planId = await deps.db.transaction(async (tx) => {
      const method = await insertPaymentMethod(tx, account.id, saved);
      const row = await insertPlanRecord(tx, {
        debtAccountId: account.id,
        kind: req.kind,
        status: agreed.status,
        totalCents: agreed.totalCents,
        balanceCents: terms.balanceCents,
        frequency: req.frequency,
        schedule: agreed.schedule,
        paymentMethodId: method.id,
        channel: req.channel,
        createdByUserId: req.caller.id,
        authorizationWords: words,
        authorizedAt: new Date(now),
        authorizedIp: byAgent ? null : req.origin.ip,
        authorizedByUserId: byAgent ? req.caller.id : null,
        approvalReason: agreed.approvalReason,
        validUntil: agreed.validUntil,
      });
      const what = req.kind === 'settlement' ? 'Settlement' : 'Payment plan';
      await addTimelineEntry(tx, {
        debtAccountId: account.id,
        channel: 'Payment',
        userId: byAgent ? req.caller.id : null,
        message:
          `${what} set up ${byAgent ? 'by phone' : 'on the portal'}: ${agreed.schedule.length} ` +
          `${FREQUENCY_LABELS[req.frequency]} payment${agreed.schedule.length === 1 ? '' : 's'}, ` +
          `${formatCents(agreed.totalCents)} in all from ${agreed.schedule[0]?.dueDate}, ${label}` +
          (agreed.status === 'pending_approval' ? ` (waits for approval: ${agreed.approvalReason})` : ''),
        details: { planId: row.id, status: agreed.status },
        createdAt: new Date(now),
      });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, PLAN_MESSAGES.alreadyHasPlan);
    throw error;
  }
  const plan = await findPlan(deps.db, planId);
  if (!plan) throw new Error('The plan just saved was not found');
  await mailAuthorizationCopy(deps, plan, account, byAgent ? req.caller.id : null, req.lang);
  return {
    ...plan,
    message: plan.status === 'pending_approval' ? PLAN_MESSAGES.pendingApproval : null,
  };
}
