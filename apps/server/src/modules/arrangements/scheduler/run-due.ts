import type { RunDueResult } from '@arrears/domain';
import type { AppDeps } from '../../../deps';
import { processAchReturns } from './ach-returns';
import { type ChargeLine, chargeInstallment } from './charge-installment';
import { dueInstallmentIds, releaseStaleClaims } from './claim-installments';
import { sendDueReminders } from './installment-reminders';
import { breakLapsedPlans, completePaidPlans } from './plan-outcomes';

/**
 * The arrangement scheduler as of `asOf` (yyyy-mm-dd, the agency's Eastern calendar), decision 0062:
 * ACH returns, reminders, charges, broken plans, completed plans, in that order (a return found
 * today counts toward breaking; a charge today toward completing). Every step claims its rows one
 * by one with a conditional update, so any number of runs and instances may overlap: each
 * installment is charged, reminded and reversed once. Safe to run again the same day.
 */
export async function runDue(deps: AppDeps, asOf: string): Promise<RunDueResult> {
  const returned = await processAchReturns(deps, asOf);
  const reminded = await sendDueReminders(deps, asOf);
  await releaseStaleClaims(deps.db, deps.clock());
  const charged: ChargeLine[] = [];
  let retriesScheduled = 0;
  for (const id of await dueInstallmentIds(deps.db, asOf)) {
    const done = await chargeInstallment(deps, id, asOf);
    if (!done) continue;
    if (done.line) charged.push(done.line);
    if (done.retried) retriesScheduled += 1;
  }
  const broken = await breakLapsedPlans(deps, asOf);
  const completed = await completePaidPlans(deps, asOf);
  return { asOf, charged, reminded, retriesScheduled, broken, returned, completed };
}
