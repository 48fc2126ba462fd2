import { COLLECTION_DISCLOSURE_ES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { at, call, signedIn } from '../../../test/kits/arrangements/plan-kit';
import { accountWithPlan, TODAY } from '../../../test/kits/arrangements/scheduler-kit';
import { licenseStates } from '../../../test/kits/compliance/licences';
import { pdfText } from '../../../test/pdf-text';
import { contactEvents, debtAccounts, letters, paymentPlans } from '../../db/schema';
import { postLedgerEntry } from '../ledger/ledger-posting';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp({ startMailSender: false });
  // The state disclosures are read in California and Texas, where the agency needs a licence (decision 0106).
  await licenseStates(t.deps.db, ['CA', 'TX']);
  t.clock.nowMs = at(TODAY);
  staff = (await signedIn(t, 'staff')).cookie;
});
afterAll(async () => t.close());

/** Every letter carries the disclosure in full (decision 0097), in Spanish for a Spanish letter. */
const DEBT_COLLECTOR_ES = COLLECTION_DISCLOSURE_ES;

/** Makes the letter in Spanish through the API and reads its PDF back as text. */
async function spanishText(accountId: number, template: string) {
  const made = await call(t, staff, 'POST', `/api/debtors/${accountId}/letters`, {
    template,
    language: 'es',
    delivery: 'print',
  });
  expect(made.statusCode, made.body).toBe(201);
  expect(made.json()).toEqual({ id: expect.any(Number), status: 'queued', validationEndDate: null });
  const [row] = await t.deps.db.select().from(letters).where(eq(letters.id, made.json().id));
  expect(row.language).toBe('es');
  const pdf = await call(t, staff, 'GET', `/api/letters/${row.id}/pdf`);
  expect(pdf.statusCode).toBe(200);
  return { id: row.id, text: await pdfText(pdf.rawPayload) };
}

const post = (
  accountId: number,
  kind: 'payment' | 'settlement_writeoff' | 'interest',
  cents: number,
  day = TODAY,
) =>
  postLedgerEntry(t.deps.db, {
    debtAccountId: accountId,
    kind,
    amountCents: cents,
    effectiveDate: day,
    postedByUserId: null,
    source: 'agent',
  });

describe('the other letters in Spanish', () => {
  it('the plan confirmation: the schedule with the dates in words, the method, the authorization as given', async () => {
    const { account } = await accountWithPlan(t, { balance: '1000.00', installments: 3 });
    const { id, text } = await spanishText(account.id, 'plan_confirmation');
    expect(text).toContain('Su plan de pagos');
    expect(text).toContain('Estimado(a)');
    expect(text).toContain('3 pagos mensuales por un total de $1,000.00');
    expect(text).toMatch(
      /1 2 de marzo de 2026 \$333\.33 2 2 de abril de 2026 \$333\.33 3 2 de mayo de 2026 \$333\.34/,
    );
    expect(text).toContain('Cada pago se cobra de la tarjeta Visa que termina en 2224');
    expect(text).toContain('tal como se le presentaron (en inglés)');
    expect(text).toContain('I authorize the payments of this plan.');
    expect(text).toContain('menos de 3 días hábiles');
    expect(text).toContain(DEBT_COLLECTOR_ES);
    expect(text).toContain('Atentamente,');
    expect(text).not.toContain('This communication is from a debt collector.');
    const [line] = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id));
    expect(line.message).toBe('Payment plan confirmation in Spanish drafted for print');
    expect(line.details).toMatchObject({ kind: 'letter', template: 'plan_confirmation', letterId: id });
  });

  it('the settlement: the offer with the day it is open until, the amounts, what is written off', async () => {
    const { account, plan } = await accountWithPlan(t, {
      kind: 'settlement',
      balance: '1000.00',
      totalCents: 60000,
      installments: 2,
    });
    const agreement = await spanishText(account.id, 'settlement');
    expect(agreement.text).toContain('Acuerdo de liquidación');
    expect(agreement.text).toMatch(/que hoy tiene un saldo de \$1,000\.00, por \$600\.00/);
    expect(agreement.text).toContain('el resto del saldo, $400.00, se cancela');
    expect(agreement.text).toContain(DEBT_COLLECTOR_ES);
    await t.deps.db
      .update(paymentPlans)
      .set({ status: 'pending_approval', validUntil: '2026-03-16' })
      .where(eq(paymentPlans.id, plan.id));
    const offer = await spanishText(account.id, 'settlement');
    expect(offer.text).toContain('Oferta de liquidación');
    expect(offer.text).toContain('Esta oferta es válida hasta el 16 de marzo de 2026.');
  });

  it('paid in full and settled in full', async () => {
    const paid = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '250.00' });
    await post(paid.id, 'payment', -25000, '2026-02-27');
    const { text } = await spanishText(paid.id, 'paid_in_full');
    expect(text).toContain('Pagada en su totalidad');
    expect(text).toContain('quedó pagada en su totalidad el 27 de febrero de 2026');
    expect(text).toMatch(/Usted pagó \$250\.00 Saldo ahora \$0\.00/);
    expect(text).toContain(DEBT_COLLECTOR_ES);

    const settled = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '1000.00' });
    await post(settled.id, 'payment', -60000);
    await post(settled.id, 'settlement_writeoff', -40000);
    await t.deps.db
      .update(debtAccounts)
      .set({ status: 'settled_in_full' })
      .where(eq(debtAccounts.id, settled.id));
    const s = await spanishText(settled.id, 'paid_in_full');
    expect(s.text).toContain('Liquidada en su totalidad');
    expect(s.text).toMatch(
      /Usted pagó \$600\.00 Cancelado según el acuerdo de liquidación \$400\.00 Saldo ahora \$0\.00/,
    );
  });

  it('the reminder: the next installment, or the balance', async () => {
    const { account } = await accountWithPlan(t, {
      balance: '900.00',
      installments: 3,
      firstDate: '2026-03-09',
    });
    const next = await spanishText(account.id, 'reminder');
    expect(next.text).toContain('Recordatorio de pago');
    expect(next.text).toContain('de $300.00, vence el 9 de marzo de 2026');
    expect(next.text).toContain('Saldo de la cuenta $900.00');
    const plain = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '1321.09' });
    const balance = await spanishText(plain.id, 'reminder');
    expect(balance.text).toContain('tiene un saldo de $1,321.09');
    expect(balance.text).toContain('pregúntenos por un plan de pagos');
  });

  it('the verification: the debt and every entry since the itemization date', async () => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, {
      unpaidBalance: '500.00',
      itemizationDate: '2026-01-15',
      schoolName: 'Lakeside College',
      accountNumber: 'VER-2001',
    });
    await post(account.id, 'interest', 1250, '2026-02-01');
    await post(account.id, 'payment', -10000, '2026-02-10');
    const { text } = await spanishText(account.id, 'verification');
    expect(text).toContain('Verificación de la deuda');
    expect(text).toContain('Acreedor original Lakeside College');
    expect(text).toContain('VER-2001');
    expect(text).toMatch(
      /Cantidad que debía hasta el 15 de enero de 2026 \$500\.00 Interés desde entonces \+ \$12\.50/,
    );
    expect(text).toContain('Pagos y abonos desde entonces – $100.00');
    expect(text).toContain('Monto total de la deuda ahora $412.50');
    expect(text).toMatch(
      /1 de febrero de 2026 Interés \$12\.50 10 de febrero de 2026 Pago a nosotros -\$100\.00/,
    );
    expect(text).toContain(DEBT_COLLECTOR_ES);
  });
});

/** Words of legal action, in English and in Spanish, that a time-barred account's letters never use on their own. */
const LEGAL_ACTION =
  /\b(lawsuits?|sue|sued|suing|courts?|legal action|attorneys?|judgments?|garnish\w*|demandas?|demandar\w*|tribunal\w*|corte|juicio|abogad[oa]s?|embargo\w*|acción legal|acciones legales)\b/i;

const DISCLOSURES: Record<string, { start: string; end: string }> = {
  CA: {
    start: 'The law limits how long you can be sued on a debt.',
    end: 'for as long as the law permits this reporting.',
  },
  NY: {
    start: 'We are required by regulation of the New York State Department of Financial Services',
    end: 'will NOT sue you to collect this debt.',
  },
  TX: { start: 'THE LAW LIMITS HOW LONG YOU CAN BE SUED ON A DEBT.', end: 'CANNOT SUE YOU FOR IT.' },
};

describe('a time-barred account, in Spanish', () => {
  it.each(Object.keys(DISCLOSURES))(
    'in %s: each letter carries the state words in English under a Spanish pointer, and no other word of legal action',
    async (state) => {
      const d = DISCLOSURES[state];
      const { account: planned } = await accountWithPlan(t, { balance: '1000.00' });
      const { account: settling } = await accountWithPlan(t, { kind: 'settlement', totalCents: 40000 });
      const paid = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '80.00' });
      await post(paid.id, 'payment', -8000);
      for (const a of [planned, settling, paid])
        await t.deps.db
          .update(debtAccounts)
          .set({ state, timeBarred: true })
          .where(eq(debtAccounts.id, a.id));
      for (const [accountId, template] of [
        [planned.id, 'plan_confirmation'],
        [planned.id, 'reminder'],
        [planned.id, 'verification'],
        [settling.id, 'settlement'],
        [paid.id, 'paid_in_full'],
      ] as const) {
        const { text } = await spanishText(accountId, template);
        expect(text, template).toContain('Aviso sobre la antigüedad de esta deuda');
        expect(text, template).toContain(
          'Este aviso está en inglés porque la ley de su estado exige estas palabras exactas.',
        );
        const from = text.indexOf(d.start);
        const to = text.indexOf(d.end, from);
        expect(from, `${template} carries the ${state} disclosure`).toBeGreaterThan(-1);
        expect(to, `${template} carries the whole ${state} disclosure`).toBeGreaterThan(from);
        const rest = text.slice(0, from) + text.slice(to + d.end.length);
        expect(rest, `${template} outside the disclosure`).not.toMatch(LEGAL_ACTION);
        expect(text).toContain(DEBT_COLLECTOR_ES);
      }
    },
  );
});
