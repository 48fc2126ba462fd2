import {
  addDays,
  type DebtorAccount,
  easternDateOf,
  formatMoney,
  PROMISE_MAX_DAYS,
  PROMISE_MESSAGES,
} from '@arrears/domain';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { TextField } from '@/ui/field';
import { toast } from '@/ui/use-toast';
import { useRecordPromiseMutation } from '../api/account-arrangements';

/** "Record a promise": what the consumer promised to pay and by when (decision 0058), outside a call's disposition. */
export function RecordPromiseDialog({ debtor, onClose }: { debtor: DebtorAccount; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; dueDate?: string }>({});
  const record = useRecordPromiseMutation(debtor.id);
  const today = easternDateOf(Date.now());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      amount: amount.trim() ? undefined : PROMISE_MESSAGES.amountRequired,
      dueDate: dueDate ? undefined : PROMISE_MESSAGES.dueDateRequired,
    };
    setErrors(next);
    if (next.amount || next.dueDate) return;
    const promise = await record.mutateAsync({ amount: amount.trim(), dueDate }).catch(() => null);
    if (!promise) return;
    toast({
      title: 'Promise recorded',
      description: `${formatMoney(promise.amount)} by ${promise.dueDate}.`,
    });
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Record a promise</DialogTitle>
        <DialogDescription>{`What ${debtor.fullName ?? 'the consumer'} promised to pay, and by when.`}</DialogDescription>
        <form
          noValidate
          onSubmit={(e) => void submit(e)}
          aria-label="Record a promise"
          className="mt-4 space-y-4"
        >
          <TextField
            label="Promised amount ($)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.amount}
          />
          <TextField
            label="Promised by"
            type="date"
            min={today}
            max={addDays(today, PROMISE_MAX_DAYS)}
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
            error={errors.dueDate}
          />
          {record.isError && (
            <Alert tone="danger">{errorMessage(record.error, 'The promise could not be saved.')}</Alert>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={record.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? 'Saving...' : 'Save promise'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
