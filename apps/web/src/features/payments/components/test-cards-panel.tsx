import { formatCardNumberInput, TEST_CARD_GUIDANCE, TEST_CARDS, type TestCard } from '@arrears/domain';
import { FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { usePaymentWords } from '../payment-words';

const EXPECTED_CLASSES: Record<TestCard['expected'], string> = {
  success: 'border-success-200 bg-success-50 text-success-700',
  decline: 'border-danger-200 bg-danger-50 text-danger-700',
  error: 'border-warning-200 bg-warning-50 text-warning-700',
};

/**
 * The sandbox's test cards behind a show/hide button (docs/product/payments.md). The page renders it only
 * when the server runs the sandbox gateway (useSandboxPayments).
 */
export function TestCardsPanel() {
  const { t } = usePaymentWords();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section
      aria-label={t('testCards.label')}
      className="rounded-xl border border-dashed border-brand-300 bg-brand-50 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-semibold text-brand-800">
          <FlaskConical className="size-5" aria-hidden="true" />
          {t('testCards.mode')}
        </p>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('testCards.hide') : t('testCards.show')}
        </Button>
      </div>
      {open && (
        <div id={listId} className="mt-4 space-y-3">
          <p className="text-gray-700 text-sm">{TEST_CARD_GUIDANCE}</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {TEST_CARDS.map((card) => (
              <li key={card.number} className="rounded-lg border border-gray-200 bg-white p-3">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-medium text-gray-900">{card.name}</p>
                  <span
                    className={cn(
                      'rounded-full border px-2 py-0.5 font-medium text-xs capitalize',
                      EXPECTED_CLASSES[card.expected],
                    )}
                  >
                    {card.expected}
                  </span>
                </div>
                <p className="mt-1 font-mono text-gray-900 text-sm tabular-nums">
                  {formatCardNumberInput(card.number)}
                </p>
                <p className="mt-1 text-gray-600 text-sm">{card.description}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
