import { describe, expect, it } from 'vitest';
import { methodLabelEs, planAuthorizationWords } from './plan-authorization';

const TERMS = {
  agencyName: 'Arrears Recovery',
  agencyPhone: '(800) 555-0100',
  consumerName: 'Jane Doe',
  accountNumber: 'ACC-100001',
  methodLabel: 'Visa ending 2224',
  frequency: 'monthly' as const,
  schedule: [
    { dueDate: '2026-11-10', amountCents: 33_333 },
    { dueDate: '2026-12-10', amountCents: 33_333 },
    { dueDate: '2027-01-10', amountCents: 33_334 },
  ],
  settlement: false,
};

describe('the payment authorization words', () => {
  it('keeps the English words, and English is the default', () => {
    const english =
      'I, Jane Doe, authorize Arrears Recovery to charge my Visa ending 2224 for 3 payments every month from ' +
      '2026-11-10 to 2027-01-10: $333.33 each and $333.34 for the last, $1,000.00 in all, on account ACC-100001. ' +
      'These payments go toward the balance of the account. I may cancel this authorization by calling ' +
      '(800) 555-0100 or in the online portal. A payment less than 3 business days away may still be charged. ' +
      'No fee is added to these payments.';
    expect(planAuthorizationWords(TERMS)).toBe(english);
    expect(planAuthorizationWords(TERMS, 'en')).toBe(english);
  });

  it('says the same in Spanish: who, which account, how much, when, and how to stop it', () => {
    expect(planAuthorizationWords(TERMS, 'es')).toBe(
      'Yo, Jane Doe, autorizo a Arrears Recovery a hacer cargos a mi Visa terminada en 2224 por 3 pagos cada mes del ' +
        '10 de noviembre de 2026 al 10 de enero de 2027: $333.33 cada uno y $333.34 el último, $1,000.00 en ' +
        'total, para la cuenta ACC-100001. Estos pagos se aplican al saldo de la cuenta. Puedo cancelar esta ' +
        'autorización llamando al (800) 555-0100 o en el portal en línea. Un pago que falte menos de 3 días ' +
        'hábiles todavía puede cobrarse. No se agrega ningún cargo a estos pagos.',
    );
  });

  it('says a one-payment settlement in Spanish', () => {
    const words = planAuthorizationWords(
      {
        ...TERMS,
        methodLabel: 'Savings ending 7890',
        schedule: [{ dueDate: '2026-12-01', amountCents: 60_000 }],
        settlement: true,
      },
      'es',
    );
    expect(words).toContain(
      'a mi cuenta de ahorros terminada en 7890 por un pago de $600.00 el 1 de diciembre de 2026',
    );
    expect(words).toContain('se perdona el resto del saldo y la cuenta queda liquidada en su totalidad');
  });

  it('names the method in Spanish from the English label', () => {
    expect(methodLabelEs('Checking ending 7890')).toBe('cuenta de cheques terminada en 7890');
    expect(methodLabelEs('Mastercard ending 4444')).toBe('Mastercard terminada en 4444');
    expect(methodLabelEs('Card ending 1111')).toBe('tarjeta terminada en 1111');
    expect(methodLabelEs('card')).toBe('tarjeta');
    expect(methodLabelEs('bank account')).toBe('cuenta bancaria');
  });
});
