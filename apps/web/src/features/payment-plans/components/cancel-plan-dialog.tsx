import { easternDateOf, isCancellable, type PaymentPlan, PLAN_LIMITS } from '@arrears/domain';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { kindWord } from '../plan-display';
import { ScheduleList } from './schedule-list';

/** The scheduled payments a cancel today cannot stop (fewer than 3 business days away). */
export function stillChargedOnCancel(plan: PaymentPlan, today = easternDateOf(Date.now())) {
  return plan.schedule.filter((i) => i.status === 'scheduled' && !isCancellable(i.dueDate, today));
}

/**
 * "Cancel plan" asks first, and says which payments are too close to stop and will still be
 * charged (the refund policy's 3 business days' notice), before the debtor decides.
 */
export function CancelPlanDialog({
  plan,
  open,
  onOpenChange,
  onConfirm,
  pending,
}: {
  plan: PaymentPlan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
}) {
  const kept = stillChargedOnCancel(plan);
  const word = kindWord(plan);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>{`Cancel your ${word}?`}</DialogTitle>
        <DialogDescription>
          {kept.length === 0
            ? 'No more payments will be taken. The balance that is left is still owed.'
            : `${kept.length === 1 ? 'This payment is' : `These ${kept.length} payments are`} less than ${PLAN_LIMITS.cancelNoticeBusinessDays} business days away and will still be charged, as our refund policy says. The others will not be taken.`}
        </DialogDescription>
        {kept.length > 0 && (
          <div className="mt-4">
            <ScheduleList
              label="Still charged"
              rows={kept.map((i) => ({ key: i.id, dueDate: i.dueDate, amount: i.amount, status: i.status }))}
            />
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" size="lg" onClick={() => onOpenChange(false)} disabled={pending}>
            {`Keep my ${word}`}
          </Button>
          <Button variant="danger" size="lg" onClick={onConfirm} disabled={pending}>
            {pending ? 'Cancelling...' : `Cancel ${word}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
