import { usePaymentWords } from '../payment-words';
import type { PortalAccount } from '../use-portal-accounts';

/**
 * Which account to pay, as radio cards (number, creditor, balance): shown when the debtor has more
 * than one account. Native radios, so arrow keys and screen readers work as everywhere else.
 */
export function AccountPicker({
  items,
  chosenId,
  onChoose,
}: {
  items: readonly PortalAccount[];
  chosenId: number | undefined;
  onChoose: (id: number) => void;
}) {
  const { t, money } = usePaymentWords();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-semibold text-gray-900 text-lg">{t('picker.question')}</legend>
      {items.map(({ figures }) => (
        <label
          key={figures.id}
          data-testid="account-choice"
          className="flex min-h-16 cursor-pointer items-center gap-3 rounded-lg border border-gray-300 bg-white p-4 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 has-focus-visible:outline-offset-2"
        >
          <input
            type="radio"
            name="pay-account"
            value={figures.id}
            checked={figures.id === chosenId}
            onChange={() => onChoose(figures.id)}
            className="size-5 shrink-0 accent-brand-600"
          />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-gray-900">{figures.accountLabel}</span>
            <span className="block break-words text-gray-700 text-sm">{figures.originalCreditor}</span>
          </span>
          <span className="shrink-0 text-right">
            <span className="block text-gray-600 text-xs">{t('picker.balance')}</span>
            <span className="block font-semibold text-gray-900 tabular-nums">
              {money(figures.currentBalance)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
