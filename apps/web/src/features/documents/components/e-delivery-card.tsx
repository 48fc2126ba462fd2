import { E_DELIVERY_DISCLOSURE, E_DELIVERY_MESSAGES, type EDeliveryState } from '@arrears/domain';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Card, CardContent } from '@/ui/card';
import { useEDeliveryQuery, useSetEDeliveryMutation } from '../api/e-delivery';

/**
 * Letters by e-mail (E-SIGN, decision 0069): the disclosure in plain words, then one box per
 * account. Ticking it records the consent; unticking withdraws it.
 */
export function EDeliveryCard() {
  const states = useEDeliveryQuery(true);
  const list = states.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3">
          <Mail className="mt-1 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <h2 className="font-semibold text-gray-900 text-xl">Get your letters by e-mail</h2>
        </div>
        <ul
          className="list-disc space-y-1.5 pl-5 text-gray-800 leading-relaxed"
          data-testid="e-delivery-disclosure"
        >
          {E_DELIVERY_DISCLOSURE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="space-y-3">
          {list.map((state) => (
            <AccountChoice key={state.debtAccountId} state={state} showAccount={list.length > 1} />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

function AccountChoice({ state, showAccount }: { state: EDeliveryState; showAccount: boolean }) {
  const id = useId();
  const set = useSetEDeliveryMutation();
  const [said, setSaid] = useState<string | null>(null);
  const noAddress = state.emailAddress === null;
  return (
    <div className="space-y-2">
      <label
        htmlFor={id}
        className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-gray-300 bg-white px-4 py-3 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-gray-50"
      >
        <input
          id={id}
          type="checkbox"
          checked={state.consented}
          disabled={noAddress || set.isPending}
          onChange={(e) =>
            set.mutate(
              { debtAccountId: state.debtAccountId, consent: e.target.checked },
              { onSuccess: (next) => setSaid(next.message ?? null) },
            )
          }
          aria-describedby={`${id}-to`}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
        <span>
          <span className="block font-medium text-gray-900">
            {E_DELIVERY_MESSAGES.checkbox}
            {showAccount && ` (account ${state.accountNumber})`}
          </span>
          <span id={`${id}-to`} className="block break-words text-gray-700 text-sm">
            {noAddress ? E_DELIVERY_MESSAGES.noEmail : `To ${state.emailAddress}`}
          </span>
        </span>
      </label>
      {set.isError && <Alert tone="danger">{set.error.message}</Alert>}
      {said && !set.isError && (
        <p role="status" className="text-gray-700 text-sm">
          {said}
        </p>
      )}
    </div>
  );
}
