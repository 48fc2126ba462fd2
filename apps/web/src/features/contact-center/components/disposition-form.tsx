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
 * After a call (docs/product/contact-center.md, decision 0109): the outcome is one click among the
 * dispositions (required: there is no Skip, the form stays until an outcome is saved) and notes are
 * optional. A payment promise also asks what was promised and by when (decision 0058). From My queue,
 * "Save & next" saves and opens the queue's next account.
 */
export function DispositionForm({
  onSave,
  onSaveAndNext,
  saving,
}: {
  onSave: (disposition: CallDisposition, notes: string, promise?: PromiseFields) => void;
  /** Present when the queue has a next account to open after the save. */
  onSaveAndNext?: (disposition: CallDisposition, notes: string, promise?: PromiseFields) => void;
  saving: boolean;
}) {
  const [disposition, setDisposition] = useState<CallDisposition | ''>('');
  const [notes, setNotes] = useState('');
  const [amount, setAmount] = useState('');
  const [dueDate, setDueDate] = useState('');
  const ids = { disposition: useId(), notes: useId(), amount: useId(), dueDate: useId() };
  const [andNext, setAndNext] = useState(false);
  const promising = disposition === 'payment_promise';
  const today = easternDateOf(Date.now());
  const ready = disposition !== '' && (!promising || (amount.trim() !== '' && dueDate !== ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disposition || !ready) return;
    // The button that submitted decides (its click may not have re-rendered the form yet).
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const next = submitter ? submitter.getAttribute('value') === 'next' : andNext;
    setAndNext(next);
    const save = next && onSaveAndNext ? onSaveAndNext : onSave;
    save(
      disposition,
      notes.trim(),
      promising ? { promiseAmount: amount.trim(), promiseDueDate: dueDate } : undefined,
    );
  };
  return (
    <form onSubmit={submit} aria-label="Call disposition" className="space-y-3">
      <Alert tone="warning">{DISPOSITION_NOTICE}</Alert>
      <fieldset className="space-y-1.5">
        <legend id={ids.disposition} className={labelClasses}>
          Disposition
        </legend>
        <div
          role="radiogroup"
          aria-labelledby={ids.disposition}
          className="grid grid-cols-2 gap-2 sm:grid-cols-5"
        >
          {CALL_DISPOSITIONS.map((code) => (
            <label
              key={code}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-gray-300 bg-white px-2 py-1.5 text-center font-medium text-gray-800 text-sm has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name={`disposition-${ids.notes}`}
                value={code}
                checked={disposition === code}
                onChange={() => setDisposition(code)}
                className="sr-only"
              />
              {DISPOSITION_LABELS[code]}
            </label>
          ))}
        </div>
      </fieldset>
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
        <Button
          type="submit"
          variant={onSaveAndNext ? 'outline' : undefined}
          disabled={!ready || saving}
          onClick={() => setAndNext(false)}
        >
          {saving && !andNext ? 'Saving...' : 'Save Disposition'}
        </Button>
        {onSaveAndNext && (
          <Button type="submit" value="next" disabled={!ready || saving} onClick={() => setAndNext(true)}>
            {saving && andNext ? 'Saving...' : 'Save & next'}
          </Button>
        )}
      </div>
    </form>
  );
}
