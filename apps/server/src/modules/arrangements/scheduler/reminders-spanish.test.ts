import { DEBT_COLLECTOR_DISCLOSURE } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { accountWithPlan, chargedFor, runOn, TODAY } from '../../../../test/kits/arrangements/scheduler-kit';
import { debtAccounts, mailOutbox } from '../../../db/schema';
import { openMailBody } from '../../../providers/mail/mail-outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ startMailSender: false });
});
afterAll(() => t.close());

/** A plan on an account that reads Spanish. */
async function spanishPlan(firstDate: string, email: string) {
  const made = await accountWithPlan(t, { firstDate, email });
  await t.deps.db
    .update(debtAccounts)
    .set({ preferredLanguage: 'es' })
    .where(eq(debtAccounts.id, made.account.id));
  return made;
}

async function mailsOf(accountId: number) {
  const rows = await t.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.unsubscribeAccountId, accountId));
  return rows.map((m) => ({
    subject: m.subject,
    text: openMailBody(t.deps.encryption, m.textBody ?? '', m.id, 'text_body'),
  }));
}

describe('plan mails to an account that reads Spanish', () => {
  it('reminds in Spanish, with es-US money and dates', async () => {
    const { account, plan } = await spanishPlan('2026-03-05', 'recordatorio@example.com');
    await runOn(t, TODAY);
    const [mail] = await mailsOf(account.id);
    expect(mail?.subject).toBe(
      `${t.deps.config.brand.companyName}: su pago de $333.33 vence el 5 de marzo de 2026`,
    );
    expect(mail?.text).toContain('Estimado(a) Jane Doe:');
    expect(mail?.text).toContain(
      `Le recordamos que la cuota 1 de 3 del plan de pagos n.º ${plan.id} de la cuenta ${account.accountNumber}, ` +
        'por $333.33, se cobrará a su Visa terminada en 2224 el 5 de marzo de 2026.',
    );
    expect(mail?.text).toContain('Un pago que falta menos de 3 días hábiles ya no se puede detener.');
    expect(mail?.text).toContain(DEBT_COLLECTOR_DISCLOSURE.es.initial);
    expect(mail?.text).toContain('Para dejar de recibir correos electrónicos de nosotros, use este enlace:');
    expect(mail?.text).not.toMatch(/reminder|debt collector|To stop receiving/);
  });

  it('sends the receipt of a charged installment in Spanish', async () => {
    const { account, plan } = await spanishPlan('2026-03-16', 'recibo@example.com');
    expect(chargedFor(await runOn(t, '2026-03-16'), plan.id)).toMatchObject([{ outcome: 'paid' }]);
    const receipts = (await mailsOf(account.id)).filter((m) => m.subject.includes('Recibo de pago'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(`Gracias: se pagó la cuota 1 de 3 del plan de pagos n.º ${plan.id}.`);
    expect(receipts[0]?.text).toContain('Visa terminada en 2224');
    expect(receipts[0]?.text).toContain('Monto pagado');
  });
});
