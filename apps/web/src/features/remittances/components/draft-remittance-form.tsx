import { type Client, easternDateOf, formatDisplayDate } from '@arrears/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import { useDraftRemittanceMutation } from '../api/remittances';

/**
 * "Draft a remittance": a client and a period, today (the agency's day) unless another is chosen,
 * and the page says which; opens the draft once made (decision 0115).
 */
export function DraftRemittanceForm({ clients }: { clients: Client[] }) {
  const today = easternDateOf(Date.now());
  const [clientId, setClientId] = useState('');
  const [periodStart, setPeriodStart] = useState(today);
  const [periodEnd, setPeriodEnd] = useState(today);
  const [clientError, setClientError] = useState<string>();
  const draft = useDraftRemittanceMutation();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!clientId) {
      setClientError('Choose the client');
      return;
    }
    draft.mutate(
      { clientId: Number(clientId), periodStart, periodEnd },
      { onSuccess: (r) => navigate(`/admin/remittances/${r.id}`) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Client"
          placeholder="Choose…"
          value={clientId}
          error={clientError}
          onChange={(e) => {
            setClientId(e.target.value);
            setClientError(undefined);
          }}
          options={clients.map((c) => ({ value: String(c.id), label: `${c.name} (${c.code})` }))}
        />
        <TextField
          label="From"
          type="date"
          value={periodStart}
          max={periodEnd}
          onChange={(e) => setPeriodStart(e.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={periodEnd}
          min={periodStart}
          max={today}
          onChange={(e) => setPeriodEnd(e.target.value)}
        />
      </div>
      <p className="text-gray-700 text-sm" data-testid="remittance-period-note">
        {periodEnd === today
          ? `The period ends today, ${formatDisplayDate(today)}, unless you choose another day.`
          : `The period ends ${formatDisplayDate(periodEnd)}.`}{' '}
        Payments up to the end of the period that are on no remittance yet are drafted, earlier ones included.
      </p>
      {draft.isError && (
        <Alert tone="danger">{errorMessage(draft.error, 'The remittance could not be drafted.')}</Alert>
      )}
      <Button type="submit" disabled={draft.isPending}>
        {draft.isPending ? 'Drafting…' : 'Draft a remittance'}
      </Button>
    </form>
  );
}
