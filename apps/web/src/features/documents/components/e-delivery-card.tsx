import { type EDeliveryState, eDeliveryDisclosureIn } from '@arrears/domain';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/features/language';
import { useMessageText } from '@/lib/use-message-text';
import { Alert } from '@/ui/alert';
import { Card, CardContent } from '@/ui/card';
import { useEDeliveryQuery, useSetEDeliveryMutation } from '../api/e-delivery';

/**
 * Letters by e-mail (E-SIGN, decision 0069): the disclosure in plain words, then one box per
 * account. Ticking it records the consent; unticking withdraws it.
 */
export function EDeliveryCard() {
  const states = useEDeliveryQuery(true);
  const { t } = useTranslation('documents');
  const language = useLanguage().current;
  const list = states.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3">
          <Mail className="mt-1 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <h2 className="font-semibold text-gray-900 text-xl">{t('eDelivery.title')}</h2>
        </div>
        <ul
          className="list-disc space-y-1.5 pl-5 text-gray-800 leading-relaxed"
          data-testid="e-delivery-disclosure"
        >
          {eDeliveryDisclosureIn(language).map((line) => (
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
  const language = useLanguage().current;
  const set = useSetEDeliveryMutation(language);
  const { t } = useTranslation('documents');
  const messageText = useMessageText('documents');
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
            {t('eDelivery.checkbox')}
            {showAccount && t('eDelivery.forAccount', { number: state.accountNumber })}
          </span>
          <span id={`${id}-to`} className="block break-words text-gray-700 text-sm">
            {noAddress ? t('eDelivery.noEmail') : t('eDelivery.to', { email: state.emailAddress })}
          </span>
        </span>
      </label>
      {set.isError && <Alert tone="danger">{messageText(set.error.message)}</Alert>}
      {said && !set.isError && (
        <p role="status" className="text-gray-700 text-sm">
          {messageText(said)}
        </p>
      )}
    </div>
  );
}
