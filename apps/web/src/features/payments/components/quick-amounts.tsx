import { formatCents, QUICK_AMOUNT_CENTS } from '@arrears/domain';
import { Button } from '@/ui/button';
import { usePaymentWords } from '../payment-words';

interface QuickAmount {
  label: string;
  cents: number;
}

/** docs/product/payments.md: the full balance, then $100, $250 and $500 where they are below the balance. */
export function quickAmountsFor(
  balanceCents: number,
  words: { cents: (cents: number) => string; fullBalance: (amount: string) => string } = {
    cents: formatCents,
    fullBalance: (amount) => `Full Balance (${amount})`,
  },
): QuickAmount[] {
  const fixed = QUICK_AMOUNT_CENTS.filter((cents) => cents < balanceCents).map((cents) => ({
    label: words.cents(cents).replace(/\.00$/, ''),
    cents,
  }));
  return [{ label: words.fullBalance(words.cents(balanceCents)), cents: balanceCents }, ...fixed];
}

/** One-tap amounts; the chosen one is marked pressed. */
export function QuickAmounts({
  balanceCents,
  selectedCents,
  onPick,
}: {
  balanceCents: number;
  selectedCents: number | null;
  onPick: (cents: number) => void;
}) {
  const { t, cents } = usePaymentWords();
  const amounts = quickAmountsFor(balanceCents, {
    cents,
    fullBalance: (amount) => t('form.fullBalance', { amount }),
  });
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('form.quickAmounts')}</legend>
      {amounts.map(({ label, cents }) => (
        <Button
          key={label}
          size="sm"
          variant={selectedCents === cents ? 'primary' : 'outline'}
          aria-pressed={selectedCents === cents}
          onClick={() => onPick(cents)}
        >
          {label}
        </Button>
      ))}
    </fieldset>
  );
}
