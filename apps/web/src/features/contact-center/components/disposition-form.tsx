import {
  addDays,
  CALL_DISPOSITIONS,
  type CallDisposition,
  DISPOSITION_LABELS,
  DISPOSITION_NOTICE,
  easternDateOf,
  PROMISE_MAX_DAYS,
} from '@arrears/domain';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { inputClasses } from '@/ui/field';
import type { PromiseFields } from '../api/save-disposition';

const labelClasses = 'block font-medium text-gray-800 text-sm';

/**
 * After a call (docs/product/contact-center.md): a disposition (required) and notes (optional), or Skip.
 * A payment promise also asks what was promised and by when (decision 0058).
 */
export function DispositionForm({
  onSave,
  onSkip,
  saving,
}: {
  onSave: (disposition: CallDisposition, notes: string, promise?: PromiseFields) => void;
  onSkip: () => void;
  saving: boolean;
}) {
  const [disposition, setDisposition] = useState<CallDisposition | ''>('');
  const [notes, setNotes] = useState('');
  const [amount, setAmount] = useState('');
  const [dueDate, setDueDate] = useState('');
  const ids = { disposition: useId(), notes: useId(), amount: useId(), dueDate: useId() };
  const promising = disposition === 'payment_promise';
  const today = easternDateOf(Date.now());
  const ready = disposition !== '' && (!promising || (amount.trim() !== '' && dueDate !== ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disposition || !ready) return;
    onSave(
      disposition,
      notes.trim(),
      promising ? { promiseAmount: amount.trim(), promiseDueDate: dueDate } : undefined,
    );
  };
  return (
    <form onSubmit={submit} aria-label="Call disposition" className="space-y-3">
      <Alert tone="warning">{DISPOSITION_NOTICE}</Alert>
      <div className="space-y-1.5">
        <label htmlFor={ids.disposition} className={labelClasses}>
          Disposition
        </label>
        <select
          id={ids.disposition}
          value={disposition}
          onChange={(e) => setDisposition(e.target.value as CallDisposition | '')}
          className={`${inputClasses} border-gray-300`}
        >
          <option value="">Select disposition</option>
          {CALL_DISPOSITIONS.map((code) => (
            <option key={code} value={code}>
              {DISPOSITION_LABELS[code]}
            </option>
          ))}
        </select>
      </div>
      {promising && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor={ids.amount} className={labelClasses}>
              Promised amount
            </label>
            <input
              id={ids.amount}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              required
              className={`${inputClasses} border-gray-300`}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={ids.dueDate} className={labelClasses}>
              Promised by
            </label>
            <input
              id={ids.dueDate}
              type="date"
              min={today}
              max={addDays(today, PROMISE_MAX_DAYS)}
              value={dueDate}
              onChange={(e) => setDueDate(e.target.value)}
              required
              className={`${inputClasses} border-gray-300`}
            />
          </div>
        </div>
      )}
      <div className="space-y-1.5">
        <label htmlFor={ids.notes} className={labelClasses}>
          Call notes
        </label>
        <textarea
          id={ids.notes}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          rows={3}
          maxLength={2000}
          className={`${inputClasses} border-gray-300`}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!ready || saving}>
          {saving ? 'Saving...' : 'Save Disposition'}
        </Button>
        <Button variant="outline" onClick={onSkip} disabled={saving}>
          Skip
        </Button>
      </div>
    </form>
  );
}
