import { type DebtorAccount, formatMoney, type PaymentPlan, type PlanKind } from '@arrears/domain';
import { useState } from 'react';
import {
  FREQUENCY_LABELS,
  formatPlanDate,
  isLivePlan,
  PLAN_STATUS_LABELS,
  PLAN_STATUS_TONES,
} from '@/features/payment-plans';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { StatusBadge } from '@/ui/status-badge';
import { useAccountPlansQuery, useAccountPromisesQuery } from '../api/account-arrangements';
import { PROMISE_STATUS_LABELS, PROMISE_STATUS_TONES } from '../arrangement-labels';
import { AgentCancelDialog } from './agent-cancel-dialog';
import { AgentPlanDialog } from './agent-plan-dialog';
import { RecordPromiseDialog } from './record-promise-dialog';

type Open =
  | { kind: 'plan' | 'settlement' }
  | { kind: 'promise' }
  | { kind: 'cancel'; plan: PaymentPlan }
  | null;

/**
 * The debtor workspace's arrangements: "Set up a plan", "Offer a settlement", "Record a promise",
 * and the account's plans (cancel a running one) and promises.
 */
export function AccountArrangementsPanel({ debtor }: { debtor: DebtorAccount }) {
  const plans = useAccountPlansQuery(debtor.id);
  const promises = useAccountPromisesQuery(debtor.id);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const planList = plans.data ?? [];
  const promiseList = promises.data ?? [];
  const hasLive = planList.some(isLivePlan);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Payment arrangements</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-2">
          {(['plan', 'settlement'] as PlanKind[]).map((kind) => (
            <Button
              key={kind}
              variant="outline"
              size="sm"
              disabled={hasLive}
              title={hasLive ? 'This account already has a running plan or settlement' : undefined}
              onClick={() => setOpen({ kind })}
            >
              {kind === 'plan' ? 'Set up a plan' : 'Offer a settlement'}
            </Button>
          ))}
          <Button variant="outline" size="sm" onClick={() => setOpen({ kind: 'promise' })}>
            Record a promise
          </Button>
        </div>
        {plans.isError && <p className="text-danger-700 text-sm">The plans could not be loaded.</p>}
        {planList.length > 0 && (
          <ul aria-label="Plans and settlements" className="divide-y divide-gray-200 text-sm">
            {planList.map((plan) => (
              <li key={plan.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="font-medium text-gray-900">
                    {`${plan.kind === 'settlement' ? 'Settlement' : 'Plan'} ${formatMoney(plan.totalAmount)} · ${plan.installments} × ${FREQUENCY_LABELS[plan.frequency].toLowerCase()}`}
                  </p>
                  <p className="text-gray-700">
                    {plan.nextInstallment
                      ? `Next ${formatMoney(plan.nextInstallment.amount)} on ${formatPlanDate(plan.nextInstallment.chargeOn)}`
                      : `From ${formatPlanDate(plan.firstDate)}`}
                    {plan.method ? ` · ${plan.method.label}` : ''}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <StatusBadge
                    label={PLAN_STATUS_LABELS[plan.status]}
                    tone={PLAN_STATUS_TONES[plan.status]}
                  />
                  {isLivePlan(plan) && (
                    <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'cancel', plan })}>
                      Cancel
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {promiseList.length > 0 && (
          <ul aria-label="Promises to pay" className="divide-y divide-gray-200 text-sm">
            {promiseList.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-gray-900">{`Promise ${formatMoney(p.amount)} by ${formatPlanDate(p.dueDate)}`}</span>
                <StatusBadge label={PROMISE_STATUS_LABELS[p.status]} tone={PROMISE_STATUS_TONES[p.status]} />
              </li>
            ))}
          </ul>
        )}
        {planList.length === 0 && promiseList.length === 0 && plans.isSuccess && (
          <p className="text-gray-700 text-sm">No plan, settlement or promise on this account yet.</p>
        )}
      </CardContent>
      {open && (open.kind === 'plan' || open.kind === 'settlement') && (
        <AgentPlanDialog debtor={debtor} kind={open.kind} onClose={close} />
      )}
      {open?.kind === 'promise' && <RecordPromiseDialog debtor={debtor} onClose={close} />}
      {open?.kind === 'cancel' && <AgentCancelDialog plan={open.plan} onClose={close} />}
    </Card>
  );
}
