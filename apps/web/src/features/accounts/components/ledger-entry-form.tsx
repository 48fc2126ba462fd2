import {
  LEDGER_KIND_LABELS,
  MANUAL_POSTING_KINDS,
  type ManualPostingKind,
  manualPostingSchema,
} from '@arrears/domain';
import { type FormEvent, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import { usePostEntryMutation } from '../api/ledger';

const KIND_HINTS: Record<ManualPostingKind, string> = {
  adjustment:
    'Signed: a negative amount lowers the balance, e.g. -25.00; never below zero unless a refund is owed.',
  interest: 'Raises the balance.',
  fee: 'Raises the balance.',
  settlement_writeoff: 'Lowers the balance; never below zero.',
};

type Errors = Partial<Record<'kind' | 'amount' | 'effectiveDate' | 'reason' | 'refundOwed', string>>;

/**
 * The Idempotency-Key of one submission (decision 0091): made when a posting is first sent and sent
 * again with the same posting (a double click, a retry after a lost answer), so the server posts it
 * once; a changed posting gets a new key.
 */
export function submissionKey(
  pending: { key: string; fingerprint: string } | null,
  fingerprint: string,
  makeKey: () => string = () => crypto.randomUUID(),
): { key: string; fingerprint: string } {
  if (pending && pending.fingerprint === fingerprint) return pending;
  return { key: makeKey(), fingerprint };
}

/** "Post an entry": what the back office posts by hand, always with a reason (decision 0051). */
export function LedgerEntryForm({ accountId, onDone }: { accountId: string; onDone: () => void }) {
  const [kind, setKind] = useState<ManualPostingKind>('adjustment');
  const [amount, setAmount] = useState('');
  const [effectiveDate, setEffectiveDate] = useState('');
  const [reason, setReason] = useState('');
  const [refundOwed, setRefundOwed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const post = usePostEntryMutation(accountId);
  const submission = useRef<{ key: string; fingerprint: string } | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      kind,
      amount,
      reason,
      effectiveDate: effectiveDate || null,
      refundOwed: kind === 'adjustment' && refundOwed,
    };
    const parsed = manualPostingSchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    submission.current = submissionKey(submission.current, JSON.stringify(body));
    post.mutate(
      { body, idempotencyKey: submission.current.key },
      {
        onSuccess: () => {
          submission.current = null;
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-lg border border-gray-200 bg-gray-50 p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Kind of entry"
          value={kind}
          onChange={(e) => setKind(e.target.value as ManualPostingKind)}
          options={MANUAL_POSTING_KINDS.map((k) => ({ value: k, label: LEDGER_KIND_LABELS[k] }))}
          error={errors.kind}
        />
        <TextField
          label="Amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          hint={KIND_HINTS[kind]}
          error={errors.amount}
        />
        <TextField
          label="Effective date (optional)"
          type="date"
          value={effectiveDate}
          onChange={(e) => setEffectiveDate(e.target.value)}
          hint="Today when left empty."
          error={errors.effectiveDate}
        />
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          error={errors.reason}
        />
        {kind === 'adjustment' && (
          <label className="flex items-start gap-2 text-sm text-gray-700 sm:col-span-2">
            <input
              type="checkbox"
              className="mt-1"
              checked={refundOwed}
              onChange={(e) => setRefundOwed(e.target.checked)}
            />
            <span>
              Refund owed to the consumer: the only adjustment that may take the balance below zero, leaving a
              credit.
              {errors.refundOwed && <span className="block text-red-700">{errors.refundOwed}</span>}
            </span>
          </label>
        )}
      </div>
      {post.isError && (
        <Alert tone="danger">{errorMessage(post.error, 'The entry could not be posted.')}</Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={post.isPending}>
          {post.isPending ? 'Posting…' : 'Post entry'}
        </Button>
      </div>
    </form>
  );
}
