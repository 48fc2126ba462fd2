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
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { TextField } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import { useReverseEntryMutation } from '../api/ledger';

/**
 * Reverse a payment: why (chargeback, NSF, void) and a note; the balance goes back up by the amount.
 * Asked in the shared confirmation (decision 0115), naming the amount, the day and the method.
 */
export function ReversePaymentDialog({ entry, onClose }: { entry: LedgerEntry | null; onClose: () => void }) {
  const [reason, setReason] = useState<ReversalReason>('chargeback');
  const [note, setNote] = useState('');
  const reverse = useReverseEntryMutation();
  const amount = entry ? formatMoney(entry.amount.replace(/^-/, '')) : '';
  const paidOn = entry ? formatDisplayDate(entry.effectiveDate) : '';

  function close() {
    reverse.reset();
    setNote('');
    onClose();
  }

  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={(open) => !open && close()}
      title="Reverse this payment"
      description={`The payment of ${amount} on ${paidOn} is taken back: the balance goes up by ${amount}. A payment is reversed once.`}
      facts={
        entry
          ? [
              ['Amount', amount],
              ['Paid on', paidOn],
              ...(entry.method ? ([['Method', entry.method]] as const) : []),
            ]
          : []
      }
      confirmLabel="Reverse payment"
      pendingLabel="Reversing…"
      tone="danger"
      onConfirm={() =>
        entry && reverse.mutate({ entryId: entry.id, reason, note: note || null }, { onSuccess: close })
      }
      pending={reverse.isPending}
      error={reverse.isError ? errorMessage(reverse.error, 'The payment could not be reversed.') : undefined}
    >
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
    </ConfirmDialog>
  );
}
