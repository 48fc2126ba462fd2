import {
  type ContactPreference,
  formatPhone,
  isBackOffice,
  liftRuleOf,
  mayLiftPreference,
  PREFERENCE_LIFT_MESSAGES,
  revokePreferenceBodySchema,
} from '@arrears/domain';
import { type FormEvent, useState } from 'react';
import { useAuth } from '@/features/auth';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import {
  usePreferencesQuery,
  useReviewWrongPartyMutation,
  useRevokePreferenceMutation,
  useWrongPartyReportsQuery,
} from '../api/compliance-preferences';
import { COMPLIANCE_TOASTS, PREFERENCE_LABELS } from '../compliance/compliance-labels';
import { notifyFailure, notifySuccess } from '../notify';
import { formatTimestamp } from './contact-display';

const SOURCE_LABELS: Record<string, string> = {
  agent: 'Agent',
  email_unsubscribe: 'E-mail unsubscribe',
  sms_stop: 'STOP reply',
  written_request: 'Written request',
  chat: 'Chat (debtor)',
  chat_wrong_party: 'Chat: wrong person',
};

function describe(p: ContactPreference): string {
  const parts = [SOURCE_LABELS[p.source] ?? p.source, p.recordedBy, formatTimestamp(p.createdAt)];
  return parts.filter(Boolean).join(' · ');
}

/** Revoke asks for the reason first (the server refuses a lift without one, decision 0088). */
function RevokeControl({
  debtorId,
  preference,
  label,
}: {
  debtorId: number;
  preference: ContactPreference;
  label: string;
}) {
  const revoke = useRevokePreferenceMutation(debtorId);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!asking)
    return (
      <Button variant="outline" size="sm" aria-label={`Revoke ${label}`} onClick={() => setAsking(true)}>
        Revoke
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = revokePreferenceBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(PREFERENCE_LIFT_MESSAGES.reasonRequired);
      return;
    }
    setError(null);
    // The list refreshes on success and this form leaves with the preference, before mutate's own
    // callbacks would run: the promise still settles.
    revoke.mutateAsync({ prefId: preference.id, reason: parsed.data.reason }).then(
      () => notifySuccess(COMPLIANCE_TOASTS.revoked, label),
      (failure: unknown) => notifyFailure(COMPLIANCE_TOASTS.failed, failure),
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Revoke ${label}`} className="w-full space-y-2">
      <TextField
        label="Reason for lifting"
        maxLength={500}
        value={reason}
        error={error ?? undefined}
        disabled={revoke.isPending}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={revoke.isPending}>
          Confirm revoke
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setAsking(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Wrong-person reports of a chat that proved no identity: nothing is stopped until staff decide. */
function WrongPartyReports({ debtorId }: { debtorId: number }) {
  const { user } = useAuth();
  const reports = useWrongPartyReportsQuery(debtorId, isBackOffice(user?.role));
  const review = useReviewWrongPartyMutation(debtorId);
  const pending = reports.data ?? [];
  if (!isBackOffice(user?.role) || pending.length === 0) return null;
  return (
    <section aria-label="Wrong-person reports to review" className="mt-4">
      <h3 className="font-semibold text-gray-900 text-sm">Wrong-person reports to review</h3>
      <ul className="mt-2 space-y-2">
        {pending.map((r) => {
          const number = formatPhone(r.phone);
          return (
            <li key={r.id} className="rounded-md border border-warning-200 bg-warning-50 px-3 py-2 text-sm">
              <span className="block font-medium text-gray-900">Wrong person reported for {number}</span>
              <span className="block text-gray-700 text-xs">
                Not verified: calls and texts to this number are not stopped · {formatTimestamp(r.createdAt)}
              </span>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  disabled={review.isPending}
                  onClick={() => review.mutate({ reportId: r.id, action: 'stop' })}
                >
                  Stop calls and texts to {number}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={review.isPending}
                  onClick={() => review.mutate({ reportId: r.id, action: 'keep' })}
                >
                  Keep {number}: it is the debtor's
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The preferences in force (not revoked). Revoke (with a reason) only where the user's role may lift
 * it (decision 0088): the consumer's cease and opt-outs are an administrator's to lift.
 */
export function RecordedPreferences({ debtorId }: { debtorId: number }) {
  const { user } = useAuth();
  const list = usePreferencesQuery(debtorId);
  const active = (list.data ?? []).filter((p) => !p.revokedAt);
  return (
    <>
      <WrongPartyReports debtorId={debtorId} />
      {list.isError && (
        <p className="mt-3 text-danger-700 text-sm">Could not load the recorded preferences.</p>
      )}
      {active.length > 0 && (
        <section aria-label="Recorded preferences" className="mt-4">
          <h3 className="font-semibold text-gray-900 text-sm">Recorded preferences</h3>
          <ul className="mt-2 space-y-2">
            {active.map((p) => {
              const label = `${PREFERENCE_LABELS[p.kind]}${p.phone ? ` for ${formatPhone(p.phone)}` : ''}`;
              return (
                <li
                  key={p.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-100 bg-gray-50 px-3 py-2 text-sm"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-gray-900">{label}</span>
                    <span className="block text-gray-600 text-xs">{describe(p)}</span>
                    {p.note && <span className="block text-gray-700 text-xs wrap-anywhere">{p.note}</span>}
                  </span>
                  {mayLiftPreference(user?.role, p) ? (
                    <RevokeControl debtorId={debtorId} preference={p} label={label} />
                  ) : (
                    <span className="text-gray-600 text-xs">
                      {liftRuleOf(p) === 'admin'
                        ? 'The consumer’s choice: only an administrator can lift it'
                        : 'Only staff can lift it'}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
