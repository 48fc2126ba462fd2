import { formatMoney, type PaymentPlan, PLAN_LIMITS } from '@arrears/domain';
import { formatPlanDate, kindWord, stillChargedOnCancel } from '@/features/payment-plans';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { toast } from '@/ui/use-toast';
import { useAgentCancelPlanMutation } from '../api/account-arrangements';

/** An agent cancels at the consumer's request, after telling them which payments are too close to stop. */
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
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{`Cancel the ${kindWord(plan)}?`}</DialogTitle>
        <DialogDescription>
          {kept.length === 0
            ? 'No more payments will be taken. Tell the consumer the balance left is still owed.'
            : `Tell the consumer: ${kept
                .map((i) => `${formatMoney(i.amount)} on ${formatPlanDate(i.dueDate)}`)
                .join(
                  ', ',
                )} ${kept.length === 1 ? 'is' : 'are'} less than ${PLAN_LIMITS.cancelNoticeBusinessDays} business days away and will still be charged.`}
        </DialogDescription>
        {cancel.isError && (
          <Alert tone="danger" className="mt-4">
            {errorMessage(cancel.error, 'The plan could not be cancelled.')}
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={cancel.isPending}>
            Keep it
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : `Cancel ${kindWord(plan)}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
