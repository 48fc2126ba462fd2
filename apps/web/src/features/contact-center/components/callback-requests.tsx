import { type CallbackRequestItem, formatPhone } from '@arrears/domain';
import { Check, Play } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button, buttonClasses } from '@/ui/button';
import { StatusBadge } from '@/ui/status-badge';
import { useMarkCallbackDone } from '../api/callback-requests';
import { EASTERN, formatUsDateTime } from '../compliance/compliance-format';

const REASONS: Record<NonNullable<CallbackRequestItem['reason']>, string> = {
  no_account: 'No account matched',
  identity_not_verified: 'Identity not verified',
};

function CallbackRow({ item }: { item: CallbackRequestItem }) {
  const done = useMarkCallbackDone();
  const [error, setError] = useState<string | null>(null);
  const phone = formatPhone(item.phone);
  return (
    <li className="space-y-2 px-3 py-2">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto]">
        <span className="min-w-0">
          <span className="block font-semibold text-gray-900 tabular-nums">{phone}</span>
          <span className="block text-gray-600 text-xs">
            {`Left ${formatUsDateTime(item.requestedAt, EASTERN)}`}
          </span>
        </span>
        <span className="order-last col-span-2 flex flex-wrap items-center gap-1 md:order-none md:col-span-1">
          {item.reason && <StatusBadge label={REASONS[item.reason]} tone="grey" />}
          {item.language === 'es' && <StatusBadge label="Spanish" tone="blue" />}
          {item.messageUrl && (
            <a
              href={item.messageUrl}
              target="_blank"
              rel="noopener"
              aria-label={`Play the message from ${phone}`}
              className={buttonClasses({ variant: 'outline', size: 'sm', className: 'gap-1 px-2' })}
            >
              <Play className="size-4" aria-hidden="true" />
              Play message
            </a>
          )}
        </span>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Done: ${phone}`}
          disabled={done.isPending}
          onClick={() => {
            setError(null);
            done.mutate(item.id, {
              onError: (e) =>
                setError(errorMessage(e, 'The request could not be marked done. Please try again.')),
            });
          }}
        >
          <Check className="size-4" aria-hidden="true" />
          {done.isPending ? 'Saving…' : 'Done'}
        </Button>
      </div>
      {error && (
        <Alert tone="danger" className="py-2">
          {`Could not mark ${phone} done: ${error}`}
        </Alert>
      )}
    </li>
  );
}

/**
 * "Callback requests" on My queue (admin and staff, decisions 0127 and 0130): the callers the IVR tied
 * to no account, or could not verify, left a number to call. Each stays until someone marks it Done.
 */
export function CallbackRequests({ items }: { items: CallbackRequestItem[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <section aria-labelledby="callback-requests-title" className="space-y-2">
      <div>
        <h3 id="callback-requests-title" className="font-semibold text-gray-900">
          {`Callback requests (${items.length})`}
        </h3>
        <p className="text-gray-600 text-sm">
          Callers the phone line could not tie to an account asked to be called back. Mark one Done once you
          have called.
        </p>
      </div>
      <ul
        aria-label="Callback requests"
        className="divide-y divide-gray-100 rounded-lg border border-danger-200 bg-white"
      >
        {items.map((item) => (
          <CallbackRow key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
