import { easternDateOf, isCancellable, type PaymentPlan, PLAN_LIMITS } from '@arrears/domain';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { usePlanWords } from '../plan-words';
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
  const { t } = usePlanWords(true);
  const kind = plan.kind;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>{t('cancel.title', { kind })}</DialogTitle>
        <DialogDescription>
          {kept.length === 0
            ? t('cancel.nothingKept')
            : t('cancel.kept', { count: kept.length, days: PLAN_LIMITS.cancelNoticeBusinessDays })}
        </DialogDescription>
        {kept.length > 0 && (
          <div className="mt-4">
            <ScheduleList
              localized
              label={t('cancel.stillCharged')}
              rows={kept.map((i) => ({ key: i.id, dueDate: i.dueDate, amount: i.amount, status: i.status }))}
            />
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" size="lg" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('cancel.keep', { kind })}
          </Button>
          <Button variant="danger" size="lg" onClick={onConfirm} disabled={pending}>
            {pending ? t('cancel.cancelling') : t('cancel.confirm', { kind })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
