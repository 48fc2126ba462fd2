import { TEST_BANK_ACCOUNTS, TEST_ROUTING_NUMBER } from '@arrears/domain';
import { FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/ui/button';
import { usePlanWords } from '../plan-words';

/**
 * The sandbox's test bank accounts, beside the test cards: shown only when the server runs the
 * sandbox gateway, as the payment page shows its test cards.
 */
export function TestBankAccountsPanel({ localized = false }: { localized?: boolean }) {
  const { t } = usePlanWords(localized);
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section
      aria-label={t('method.testRegion')}
      className="rounded-xl border border-dashed border-brand-300 bg-brand-50 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-semibold text-brand-800">
          <FlaskConical className="size-5" aria-hidden="true" />
          {t('method.testMode')}
        </p>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('method.hideTest') : t('method.showTest')}
        </Button>
      </div>
      {open && (
        <div id={listId} className="mt-4 space-y-3">
          <p className="text-gray-700 text-sm">{t('method.testUse', { routing: TEST_ROUTING_NUMBER })}</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {TEST_BANK_ACCOUNTS.map((account) => (
              <li key={account.accountNumber} className="rounded-lg border border-gray-200 bg-white p-3">
                <p className="font-mono text-gray-900 text-sm tabular-nums">{account.accountNumber}</p>
                <p className="mt-1 text-gray-700 text-sm">{t(`method.testOutcome.${account.outcome}`)}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
