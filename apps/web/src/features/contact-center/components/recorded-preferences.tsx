import { type ContactPreference, formatPhone } from '@arrears/domain';
import { Button } from '@/ui/button';
import { usePreferencesQuery, useRevokePreferenceMutation } from '../api/compliance-preferences';
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

/** The preferences in force (not revoked), each with Revoke: a mistaken entry is undone, not deleted. */
export function RecordedPreferences({ debtorId }: { debtorId: number }) {
  const list = usePreferencesQuery(debtorId);
  const revoke = useRevokePreferenceMutation(debtorId);
  const active = (list.data ?? []).filter((p) => !p.revokedAt);
  if (list.isError)
    return <p className="mt-3 text-danger-700 text-sm">Could not load the recorded preferences.</p>;
  if (active.length === 0) return null;
  return (
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
              <Button
                variant="outline"
                size="sm"
                aria-label={`Revoke ${label}`}
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(p.id, {
                    onSuccess: () => notifySuccess(COMPLIANCE_TOASTS.revoked, label),
                    onError: (error) => notifyFailure(COMPLIANCE_TOASTS.failed, error),
                  })
                }
              >
                Revoke
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
