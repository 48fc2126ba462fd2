import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http-error';
import { type AccountTerms, maxInstallmentsOf, settlementAmountCents } from './plan-options';
import { agreeTerms } from './plan-terms';

const terms = (over: Partial<AccountTerms> = {}): AccountTerms => ({
  debtAccountId: 1,
  balanceCents: 100_000,
  planAuthorityMonths: null,
  settlementAuthorityPercent: null,
  activePlanId: null,
  ...over,
});

describe('plan authority', () => {
  it('turns months into installments of each frequency, never above 36', () => {
    expect(maxInstallmentsOf(6)).toEqual({ weekly: 26, biweekly: 13, monthly: 6 });
    expect(maxInstallmentsOf(5)).toEqual({ weekly: 21, biweekly: 10, monthly: 5 });
    expect(maxInstallmentsOf(24)).toEqual({ weekly: 36, biweekly: 36, monthly: 24 });
    expect(maxInstallmentsOf(null)).toEqual({ weekly: 36, biweekly: 36, monthly: 36 });
  });

  it('judges weekly plans by their own limit', () => {
    const six = terms({ planAuthorityMonths: 6 });
    expect(
      agreeTerms(
        { kind: 'plan', installments: 26, frequency: 'weekly', firstDate: '2026-11-02' },
        six,
        '2026-11-02',
      ).status,
    ).toBe('active');
    expect(
      agreeTerms(
        { kind: 'plan', installments: 27, frequency: 'weekly', firstDate: '2026-11-02' },
        six,
        '2026-11-02',
      ),
    ).toMatchObject({
      status: 'pending_approval',
      approvalReason: "27 weekly installments: the client's plan authority allows 26",
    });
  });
});

describe('settlement offers', () => {
  it('round up to the cent, so the client never gets less than its authority', () => {
    expect(settlementAmountCents(100_000, '60.0000')).toBe(60_000);
    expect(settlementAmountCents(10_000, '33.3333')).toBe(3_334); // 3333.33 cents
    expect(settlementAmountCents(123_457, '60')).toBe(74_075); // 740.742
    expect(settlementAmountCents(99_999_999_999, '99.9999')).toBe(99_999_900_000);
  });

  it('refuse an agent amount not below the balance', () => {
    const run = () =>
      agreeTerms(
        {
          kind: 'settlement',
          installments: 1,
          frequency: 'monthly',
          firstDate: '2026-11-02',
          settlementAmountCents: 100_000,
        },
        terms({ settlementAuthorityPercent: '60' }),
        '2026-11-02',
      );
    expect(run).toThrow(HttpError);
  });
});
