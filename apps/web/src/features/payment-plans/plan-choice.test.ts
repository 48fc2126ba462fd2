import type { PlanOptions } from '@arrears/domain';
import { describe, expect, it } from 'vitest';
import { choiceLabel, installmentChoices, previewSchedule, settlementOfferText } from './plan-choice';

const offer = { amount: '600.00', percent: '60.00', maxPayments: 3, validUntil: '2026-12-31' };
const options: PlanOptions = {
  debtAccountId: 7,
  balance: '1000.00',
  maxInstallments: { weekly: 52, biweekly: 26, monthly: 12 },
  minInstallment: '25.00',
  earliestFirstDate: '2026-11-27',
  latestFirstDate: '2026-12-26',
  settlementOffer: offer,
  activePlanId: null,
};

describe('plan choices', () => {
  it('offers up to the authority and never a payment under the minimum', () => {
    expect(installmentChoices(options, 'plan', 'monthly')).toHaveLength(12);
    // $1,000 in weekly payments of at least $25: 40 at most, though the authority allows 52.
    expect(installmentChoices(options, 'plan', 'weekly').at(-1)).toBe(40);
    expect(installmentChoices(options, 'settlement', 'monthly')).toEqual([1, 2, 3]);
  });

  it('labels and previews the same cents the server makes', () => {
    expect(choiceLabel(100_000, 3)).toBe('3 payments of $333.33');
    expect(choiceLabel(90_000, 3)).toBe('3 payments of $300.00');
    expect(previewSchedule(100_000, 3, 'monthly', '2026-12-01').map((r) => r.amountCents)).toEqual([
      33_333, 33_333, 33_334,
    ]);
    expect(previewSchedule(100_000, 3, 'monthly', '')).toEqual([]);
  });

  it('words the settlement offer', () => {
    expect(settlementOfferText(offer, (d) => d)).toBe('Settle for $600.00 in 1–3 payments by 2026-12-31');
  });
});
