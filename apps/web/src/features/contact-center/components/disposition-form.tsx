import {
  CALL_DISPOSITIONS,
  type CallDisposition,
  DISPOSITION_LABELS,
  DISPOSITION_NOTICE,
} from '@arrears/domain';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { inputClasses } from '@/ui/field';

/** After a call (docs/product/contact-center.md): a disposition (required) and notes (optional), or Skip. */
export function DispositionForm({
  onSave,
  onSkip,
  saving,
}: {
  onSave: (disposition: CallDisposition, notes: string) => void;
  onSkip: () => void;
  saving: boolean;
}) {
  const [disposition, setDisposition] = useState<CallDisposition | ''>('');
  const [notes, setNotes] = useState('');
  const ids = { disposition: useId(), notes: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disposition) onSave(disposition, notes.trim());
  };
  return (
    <form onSubmit={submit} aria-label="Call disposition" className="space-y-3">
      <Alert tone="warning">{DISPOSITION_NOTICE}</Alert>
      <div className="space-y-1.5">
        <label htmlFor={ids.disposition} className="block font-medium text-gray-800 text-sm">
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
      <div className="space-y-1.5">
        <label htmlFor={ids.notes} className="block font-medium text-gray-800 text-sm">
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
        <Button type="submit" disabled={!disposition || saving}>
          {saving ? 'Saving...' : 'Save Disposition'}
        </Button>
        <Button variant="outline" onClick={onSkip} disabled={saving}>
          Skip
        </Button>
      </div>
    </form>
  );
}
