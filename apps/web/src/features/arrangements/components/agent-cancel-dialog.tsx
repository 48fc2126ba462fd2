import { formatMoney, type PaymentPlan, PLAN_LIMITS } from '@arrears/domain';
import { formatPlanDate, kindWord, stillChargedOnCancel } from '@/features/payment-plans';
import { errorMessage } from '@/lib/api-client';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/use-toast';
import { useAgentCancelPlanMutation } from '../api/account-arrangements';

/**
 * An agent cancels at the consumer's request, after telling them which payments are too close to
 * stop; asked in the shared confirmation (decision 0115), naming the consumer, the account and the plan.
 */
export function AgentCancelDialog({ plan, onClose }: { plan: PaymentPlan; onClose: () => void }) {
  const cancel = useAgentCancelPlanMutation(plan.debtAccountId);
  const kept = stillChargedOnCancel(plan);
  const confirm = async () => {
    const done = await cancel.mutateAsync(plan.id).catch(() => null);
    if (!done) return;
    toast({ title: `The ${kindWord(plan)} is cancelled`, description: done.message ?? undefined });
    onClose();
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Cancel the ${kindWord(plan)}?`}
      description={
        kept.length === 0
          ? 'No more payments will be taken. Tell the consumer the balance left is still owed.'
          : `Tell the consumer: ${kept
              .map((i) => `${formatMoney(i.amount)} on ${formatPlanDate(i.dueDate)}`)
              .join(
                ', ',
              )} ${kept.length === 1 ? 'is' : 'are'} less than ${PLAN_LIMITS.cancelNoticeBusinessDays} business days away and will still be charged.`
      }
      facts={[
        ['Consumer', plan.debtorName ?? 'No name on file'],
        ['Account', plan.accountNumber],
        [
          `The ${kindWord(plan)}`,
          plan.installments === 1
            ? formatMoney(plan.totalAmount)
            : `${formatMoney(plan.totalAmount)} in ${plan.installments} payments`,
        ],
        ...(plan.nextInstallment
          ? ([
              [
                'Next payment',
                `${formatMoney(plan.nextInstallment.amount)} on ${formatPlanDate(plan.nextInstallment.dueDate)}`,
              ],
            ] as const)
          : []),
      ]}
      cancelLabel="Keep it"
      confirmLabel={`Cancel ${kindWord(plan)}`}
      pendingLabel="Cancelling..."
      tone="danger"
      onConfirm={() => void confirm()}
      pending={cancel.isPending}
      error={cancel.isError ? errorMessage(cancel.error, 'The plan could not be cancelled.') : undefined}
    />
  );
}
