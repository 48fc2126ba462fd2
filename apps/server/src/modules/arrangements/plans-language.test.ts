import type { PaymentPlan } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { ACH, agentPlanBody, at, call, planBody, signedIn } from '../../../test/kits/arrangements/plan-kit';
import { debtorWithAccount } from '../../../test/kits/payments/payment-fixtures';
import { paymentPlans } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ startMailSender: false });
});
afterAll(async () => t.close());
beforeEach(() => {
  t.clock.nowMs = at('2026-11-02'); // a Monday
});

describe('the authorization is kept in the language the debtor read it in', () => {
  it('a plan set up in Spanish keeps the Spanish words; a method changed in Spanish too', async () => {
    const { account, cookie } = await debtorWithAccount(t, { unpaidBalance: '1000.00' });
    const res = await call(
      t,
      cookie,
      'POST',
      '/api/customer/plans',
      planBody(account.id, '2026-11-10', { language: 'es' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const plan: PaymentPlan = res.json();
    expect(plan.authorizationWords).toContain('Yo, Jane Doe, autorizo a');
    expect(plan.authorizationWords).toContain('a mi Visa terminada en 2224 por 3 pagos cada mes');
    expect(plan.authorizationWords).toContain('$1,000.00 en total');
    const [row] = await t.deps.db.select().from(paymentPlans).where(eq(paymentPlans.id, plan.id));
    expect(row.authorizationWords).toBe(plan.authorizationWords);

    const changed = await call(t, cookie, 'PUT', `/api/customer/plans/${plan.id}/method`, {
      method: ACH,
      authorization: true,
      language: 'es',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as PaymentPlan).authorizationWords).toContain(
      'a mi cuenta de cheques terminada en 2222 por 3 pagos cada mes del 10 de noviembre de 2026',
    );
  });

  it('keeps English without a language, and refuses one the site does not speak', async () => {
    const { account, cookie } = await debtorWithAccount(t, { unpaidBalance: '1000.00' });
    const wrong = await call(
      t,
      cookie,
      'POST',
      '/api/customer/plans',
      planBody(account.id, '2026-11-10', { language: 'fr' }),
    );
    expect(wrong.statusCode).toBe(400);
    const res = await call(t, cookie, 'POST', '/api/customer/plans', planBody(account.id, '2026-11-10'));
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as PaymentPlan).authorizationWords).toContain('I, Jane Doe, authorize');
  });

  it("an agent's plan stays English: the agent's body has no language", async () => {
    const { account } = await debtorWithAccount(t, { unpaidBalance: '1000.00' });
    const staff = await signedIn(t, 'staff');
    const res = await call(
      t,
      staff.cookie,
      'POST',
      `/api/debtors/${account.id}/plans`,
      agentPlanBody(account.id, '2026-11-10', { language: 'es' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as PaymentPlan).authorizationWords).toContain('I, Jane Doe, authorize');
  });
});
