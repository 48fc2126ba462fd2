import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';

/** A tier as typed: the server checks the numbers and answers the first problem in words. */
export interface TierRow {
  minAgeDays: string;
  rate: string;
}

/**
 * Commission by the account's age at placement: each row is a rate from a day on. No rows means the
 * one commission above applies to every account.
 */
export function CommissionTiersField({
  rows,
  onChange,
}: {
  rows: TierRow[];
  onChange: (rows: TierRow[]) => void;
}) {
  const update = (index: number, patch: Partial<TierRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="space-y-3 rounded-lg border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">Commission by age at placement</legend>
      <p className="text-sm text-gray-600">
        Optional. Older debts usually earn a higher rate. The first tier starts at day 0; with no tiers the
        commission above applies to every account.
      </p>
      {rows.map((row, index) => (
        // Rows have no identity of their own but their place; they are only added at the end or removed.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
          <TextField
            label={`Tier ${index + 1}: from day`}
            inputMode="numeric"
            value={row.minAgeDays}
            onChange={(e) => update(index, { minAgeDays: e.target.value })}
          />
          <TextField
            label={`Tier ${index + 1}: rate (%)`}
            inputMode="decimal"
            value={row.rate}
            onChange={(e) => update(index, { rate: e.target.value })}
          />
          <Button
            type="button"
            variant="secondary"
            aria-label={`Remove tier ${index + 1}`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="secondary"
        onClick={() => onChange([...rows, { minAgeDays: rows.length === 0 ? '0' : '', rate: '' }])}
      >
        Add a Tier
      </Button>
    </fieldset>
  );
}

export function tierRowsOf(
  tiers: readonly { minAgeDays: number; rate: string }[] | null | undefined,
): TierRow[] {
  return (tiers ?? []).map((t) => ({ minAgeDays: String(t.minAgeDays), rate: t.rate }));
}

/** What the server is sent: null with no rows; a day that is not a whole number goes as typed (NaN) and is refused there. */
export function tiersOf(rows: readonly TierRow[]): { minAgeDays: number; rate: string }[] | null {
  if (rows.length === 0) return null;
  return rows.map((r) => ({
    minAgeDays: r.minAgeDays.trim() === '' ? Number.NaN : Number(r.minAgeDays),
    rate: r.rate.trim(),
  }));
}
