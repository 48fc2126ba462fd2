import {
  formatDisplayDate,
  formatMoney,
  type LedgerEntry,
  REVERSAL_REASON_LABELS,
  REVERSAL_REASONS,
  type ReversalReason,
} from '@arrears/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { TextField } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import { useReverseEntryMutation } from '../api/ledger';

/** Reverse a payment: why (chargeback, NSF, void) and a note; the balance goes back up by the amount. */
export function ReversePaymentDialog({ entry, onClose }: { entry: LedgerEntry | null; onClose: () => void }) {
  const [reason, setReason] = useState<ReversalReason>('chargeback');
  const [note, setNote] = useState('');
  const reverse = useReverseEntryMutation();
  const amount = entry ? formatMoney(entry.amount.replace(/^-/, '')) : '';

  function close() {
    reverse.reset();
    setNote('');
    onClose();
  }

  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>Reverse this payment</DialogTitle>
        <DialogDescription>
          {`The payment of ${amount} on ${entry ? formatDisplayDate(entry.effectiveDate) : ''} is taken back: the balance goes up by ${amount}. A payment is reversed once.`}
        </DialogDescription>
        <div className="mt-4 space-y-4">
          <SelectField
            label="Why"
            value={reason}
            onChange={(e) => setReason(e.target.value as ReversalReason)}
            options={REVERSAL_REASONS.map((r) => ({ value: r, label: REVERSAL_REASON_LABELS[r] }))}
          />
          <TextField
            label="Note (optional)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={500}
          />
          {reverse.isError && (
            <Alert tone="danger">{errorMessage(reverse.error, 'The payment could not be reversed.')}</Alert>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={reverse.isPending || entry === null}
            onClick={() =>
              entry && reverse.mutate({ entryId: entry.id, reason, note: note || null }, { onSuccess: close })
            }
          >
            {reverse.isPending ? 'Reversing…' : 'Reverse payment'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
