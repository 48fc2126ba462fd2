import type { PaymentPlan } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { at, call, mailsTo, planBody } from '../../../test/kits/arrangements/plan-kit';
import { debtorWithAccount } from '../../../test/kits/payments/payment-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ startMailSender: false });
  t.clock.nowMs = at('2026-11-02'); // a Monday
});
afterAll(async () => t.close());

describe('the copy of a plan authorization in Spanish', () => {
  it('follows the Spanish page of the debtor who set the plan up', async () => {
    const { account, cookie } = await debtorWithAccount(t, {
      unpaidBalance: '1000.00',
      emailAddress: 'plan.es@example.com',
    });
    const res = await call(
      t,
      `${cookie}; arrears_lang=es`,
      'POST',
      '/api/customer/plans',
      planBody(account.id, '2026-11-10'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const plan: PaymentPlan = res.json();
    const [mail] = await mailsTo(t, 'plan.es@example.com');
    expect(mail.subject).toBe(`${t.deps.config.brand.companyName}: su autorización del plan de pagos`);
    expect(mail.text).toContain('Hola, Jane Doe:');
    expect(mail.text).toContain(
      `Esta es su copia de la autorización que usted dio para el plan de pagos de la cuenta ${account.accountNumber} (2 de noviembre de 2026):`,
    );
    // The words are the ones agreed to, as kept.
    expect(mail.text).toContain(plan.authorizationWords);
    expect(mail.text).toContain('Calendario de pagos:');
    expect(mail.text).toContain('3. 10 de enero de 2027  $333.34');
    expect(mail.text).toContain('¿Tiene preguntas? Llámenos al');
  });

  it('stays English for a debtor on an English page', async () => {
    const { account, cookie } = await debtorWithAccount(t, { emailAddress: 'plan.en@example.com' });
    expect(
      (await call(t, cookie, 'POST', '/api/customer/plans', planBody(account.id, '2026-11-10'))).statusCode,
    ).toBe(201);
    const [mail] = await mailsTo(t, 'plan.en@example.com');
    expect(mail.subject).toContain('your payment plan authorization');
    expect(mail.text).toContain('Payment schedule:');
  });
});
