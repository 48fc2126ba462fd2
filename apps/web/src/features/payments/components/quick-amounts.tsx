import { formatCents, QUICK_AMOUNT_CENTS } from '@arrears/domain';
import { Button } from '@/ui/button';

interface QuickAmount {
  label: string;
  cents: number;
}

/** docs/product/payments.md: the full balance, then $100, $250 and $500 where they are below the balance. */
export function quickAmountsFor(balanceCents: number): QuickAmount[] {
  const fixed = QUICK_AMOUNT_CENTS.filter((cents) => cents < balanceCents).map((cents) => ({
    label: formatCents(cents).replace(/\.00$/, ''),
    cents,
  }));
  return [{ label: `Full Balance (${formatCents(balanceCents)})`, cents: balanceCents }, ...fixed];
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
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Quick amounts</legend>
      {quickAmountsFor(balanceCents).map(({ label, cents }) => (
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
