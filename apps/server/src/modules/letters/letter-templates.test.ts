import { COLLECTION_DISCLOSURE, TEMPLATE_MESSAGES } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { at, call, signedIn } from '../../../test/kits/arrangements/plan-kit';
import { accountWithPlan, TODAY } from '../../../test/kits/arrangements/scheduler-kit';
import { licenseStates } from '../../../test/kits/compliance/licences';
import { pdfText } from '../../../test/pdf-text';
import { accountAudit, contactEvents, debtAccounts, letters, paymentPlans } from '../../db/schema';
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

/** Every letter carries the disclosure in full (decision 0097): a letter may be the first communication. */
const DEBT_COLLECTOR = COLLECTION_DISCLOSURE;

async function letterText(accountId: number, template: string) {
  const made = await call(t, staff, 'POST', `/api/debtors/${accountId}/letters`, {
    template,
    language: 'en',
    delivery: 'print',
  });
  expect(made.statusCode, made.body).toBe(201);
  expect(made.json()).toEqual({ id: expect.any(Number), status: 'queued', validationEndDate: null });
  const pdf = await call(t, staff, 'GET', `/api/letters/${made.json().id}/pdf`);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-disposition']).toContain(`${template.replace(/_/g, '-')}-`);
  return { id: made.json().id as number, text: await pdfText(pdf.rawPayload) };
}

const post = (accountId: number, kind: 'payment' | 'settlement_writeoff', cents: number, day = TODAY) =>
  postLedgerEntry(t.deps.db, {
    debtAccountId: accountId,
    kind,
    amountCents: cents,
    effectiveDate: day,
    postedByUserId: null,
    source: 'agent',
  });

describe('the payment plan confirmation', () => {
  it('prints the schedule, the method and the authorization words kept with the plan', async () => {
    const { account } = await accountWithPlan(t, { balance: '1000.00', installments: 3 });
    const { id, text } = await letterText(account.id, 'plan_confirmation');
    expect(text).toContain('Your payment plan');
    expect(text).toContain('3 monthly payments totaling $1,000.00');
    expect(text).toMatch(/1 03\/02\/2026 \$333\.33 2 04\/02\/2026 \$333\.33 3 05\/02\/2026 \$333\.34/);
    expect(text).toMatch(/ending 2224/);
    expect(text).toContain('I authorize the payments of this plan.');
    expect(text).toContain(DEBT_COLLECTOR);
    const [line] = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id));
    expect(line.message).toBe('Payment plan confirmation drafted for print');
    expect(line.details).toMatchObject({ kind: 'letter', template: 'plan_confirmation', letterId: id });
  });
});

describe('the settlement letter', () => {
  it('is the agreement once approved: the amount, the payments, what is written off', async () => {
    const { account } = await accountWithPlan(t, {
      kind: 'settlement',
      balance: '1000.00',
      totalCents: 60000,
      installments: 2,
    });
    const { text } = await letterText(account.id, 'settlement');
    expect(text).toContain('Settlement agreement');
    expect(text).toContain('settle your account with');
    expect(text).toMatch(/now \$1,000\.00, for \$600\.00/);
    expect(text).toMatch(/03\/02\/2026 \$300\.00 .*04\/02\/2026 \$300\.00/);
    expect(text).toContain('the rest of the balance, $400.00, is written off');
    expect(text).toContain(DEBT_COLLECTOR);
  });

  it('is the offer while it awaits approval, with the day it is open until', async () => {
    const { account, plan } = await accountWithPlan(t, {
      kind: 'settlement',
      totalCents: 50000,
      installments: 1,
    });
    await t.deps.db
      .update(paymentPlans)
      .set({ status: 'pending_approval', validUntil: '2026-03-16' })
      .where(eq(paymentPlans.id, plan.id));
    const { text } = await letterText(account.id, 'settlement');
    expect(text).toContain('Settlement offer');
    expect(text).toContain('This offer is open until 03/16/2026.');
    expect(text).toContain('$500.00');
  });
});

describe('the paid-in-full letter', () => {
  it('says paid in full when payments brought the balance to zero', async () => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '250.00' });
    await post(account.id, 'payment', -25000, '2026-02-27');
    const { text } = await letterText(account.id, 'paid_in_full');
    expect(text).toContain('Paid in full');
    expect(text).toContain('was paid in full on 02/27/2026');
    expect(text).toMatch(/You paid \$250\.00 Balance now \$0\.00/);
    expect(text).toContain(DEBT_COLLECTOR);
  });

  it('says settled in full when a settlement wrote off the rest', async () => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '1000.00' });
    await post(account.id, 'payment', -60000);
    await post(account.id, 'settlement_writeoff', -40000);
    await t.deps.db
      .update(debtAccounts)
      .set({ status: 'settled_in_full' })
      .where(eq(debtAccounts.id, account.id));
    const { text } = await letterText(account.id, 'paid_in_full');
    expect(text).toContain('Settled in full');
    expect(text).toMatch(/You paid \$600\.00 Written off under the settlement \$400\.00 Balance now \$0\.00/);
  });
});

describe('the payment reminder', () => {
  it('names the next installment of a plan', async () => {
    const { account } = await accountWithPlan(t, {
      balance: '900.00',
      installments: 3,
      firstDate: '2026-03-09',
    });
    const { text } = await letterText(account.id, 'reminder');
    expect(text).toContain('$300.00, is due on 03/09/2026');
    expect(text).toContain('Balance of the account $900.00');
  });

  it('names the balance when there is no plan', async () => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '321.09' });
    const { text } = await letterText(account.id, 'reminder');
    expect(text).toContain('has a balance of $321.09');
    expect(text).toContain('ask us about a payment plan');
  });
});

describe('the verification of the debt', () => {
  it('gives the debt from the account and every ledger entry since the itemization date', async () => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, {
      unpaidBalance: '500.00',
      itemizationDate: '2026-01-15',
      schoolName: 'Lakeside College',
      accountNumber: 'VER-1001',
    });
    await postLedgerEntry(t.deps.db, {
      debtAccountId: account.id,
      kind: 'interest',
      amountCents: 1250,
      effectiveDate: '2026-02-01',
      postedByUserId: null,
      source: 'agent',
    });
    await post(account.id, 'payment', -10000, '2026-02-10');
    const { text } = await letterText(account.id, 'verification');
    expect(text).toContain('Verification of the debt');
    expect(text).toContain('Original creditor Lakeside College');
    expect(text).toContain('VER-1001');
    expect(text).toMatch(/Amount owed on 01\/15\/2026 \$500\.00 Interest since then \+ \$12\.50/);
    expect(text).toContain('Payments and credits since then – $100.00');
    expect(text).toContain('Total amount of the debt now $412.50');
    expect(text).toMatch(/02\/01\/2026 Interest \$12\.50 02\/10\/2026 Payment to us -\$100\.00/);
    expect(text).toContain(DEBT_COLLECTOR);
  });
});

describe('a template that does not apply', () => {
  it.each([
    ['plan_confirmation', '100.00', TEMPLATE_MESSAGES.noPlan],
    ['settlement', '100.00', TEMPLATE_MESSAGES.noSettlement],
    ['paid_in_full', '100.00', TEMPLATE_MESSAGES.notPaid],
    ['reminder', '0.00', TEMPLATE_MESSAGES.paidNoReminder],
  ])('%s on a balance of %s answers 409 and writes nothing', async (template, balance, message) => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: balance });
    const res = await call(t, staff, 'POST', `/api/debtors/${account.id}/letters`, {
      template,
      language: 'en',
      delivery: 'print',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
    expect(await t.deps.db.select().from(letters).where(eq(letters.debtAccountId, account.id))).toEqual([]);
    expect(
      await t.deps.db.select().from(contactEvents).where(eq(contactEvents.debtAccountId, account.id)),
    ).toEqual([]);
  });
});

describe('staff mark an account time-barred', () => {
  it('sets and clears the flag, audited and on the timeline; a collector may not', async () => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, {});
    const url = `/api/admin/accounts/${account.id}/time-barred`;
    const set = await call(t, staff, 'PUT', url, { timeBarred: true });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ id: account.id, timeBarred: true });
    const [row] = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, account.id));
    expect(row.timeBarred).toBe(true);
    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(and(eq(accountAudit.debtAccountId, account.id), eq(accountAudit.field, 'time_barred')));
    expect(audit.map((a) => [a.oldValue, a.newValue])).toEqual([['false', 'true']]);
    expect((await call(t, staff, 'PUT', url, { timeBarred: false })).json().timeBarred).toBe(false);
    const lines = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id));
    expect(lines.map((l) => l.message)).toEqual([
      'Marked time-barred: letters no longer mention legal action and carry the state disclosure',
      'No longer marked time-barred',
    ]);
    const collector = (await signedIn(t, 'collector')).cookie;
    expect((await call(t, collector, 'PUT', url, { timeBarred: true })).statusCode).toBe(403);
    expect((await call(t, staff, 'PUT', url, { timeBarred: 'yes' })).statusCode).toBe(400);
  });
});

/** Words that speak of legal action, which a time-barred account's letters never use on their own. */
const LEGAL_ACTION = /\b(lawsuits?|sue|sued|suing|courts?|legal action|attorneys?|judgments?|garnish\w*)\b/i;

/** The state's disclosure, as each catalogue words it: the only place such words may appear. */
const DISCLOSURES: Record<string, { source: string; start: string; end: string }> = {
  CA: {
    source: 'California Civil Code §1788.14(d)',
    start: 'The law limits how long you can be sued on a debt.',
    end: 'for as long as the law permits this reporting.',
  },
  NY: {
    source: 'New York 23 NYCRR 1.3',
    start: 'We are required by regulation of the New York State Department of Financial Services',
    end: 'will NOT sue you to collect this debt.',
  },
  TX: {
    source: 'Texas Finance Code §392.307',
    start: 'THE LAW LIMITS HOW LONG YOU CAN BE SUED ON A DEBT.',
    end: 'CANNOT SUE YOU FOR IT.',
  },
};

/** The three accounts every letter needs, in `state`, time-barred or not. */
async function accountsIn(state: string, timeBarred: boolean) {
  const { account: planned } = await accountWithPlan(t, { balance: '1000.00' });
  const { account: settling } = await accountWithPlan(t, { kind: 'settlement', totalCents: 40000 });
  const paid = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '80.00' });
  await post(paid.id, 'payment', -8000);
  for (const a of [planned, settling, paid])
    await t.deps.db.update(debtAccounts).set({ state, timeBarred }).where(eq(debtAccounts.id, a.id));
  return [
    [planned.id, 'validation_notice'],
    [planned.id, 'plan_confirmation'],
    [planned.id, 'reminder'],
    [planned.id, 'verification'],
    [settling.id, 'settlement'],
    [paid.id, 'paid_in_full'],
  ] as const;
}

async function anyLetterText(accountId: number, template: string) {
  const made = await call(t, staff, 'POST', `/api/debtors/${accountId}/letters`, {
    template,
    language: 'en',
    delivery: 'print',
  });
  expect(made.statusCode, made.body).toBe(201);
  const pdf = await call(t, staff, 'GET', `/api/letters/${made.json().id}/pdf`);
  return pdfText(pdf.rawPayload);
}

describe('a time-barred account', () => {
  it.each(Object.keys(DISCLOSURES))(
    'in %s: every letter carries the state disclosure and no other word of legal action',
    async (state) => {
      const d = DISCLOSURES[state];
      for (const [accountId, template] of await accountsIn(state, true)) {
        const text = await anyLetterText(accountId, template);
        const from = text.indexOf(d.start);
        const to = text.indexOf(d.end, from);
        expect(from, `${template} carries the ${state} disclosure`).toBeGreaterThan(-1);
        expect(to, `${template} carries the whole ${state} disclosure`).toBeGreaterThan(from);
        expect(text).toContain(d.source);
        const rest = text.slice(0, from) + text.slice(to + d.end.length);
        expect(rest, `${template} outside the disclosure`).not.toMatch(LEGAL_ACTION);
        expect(text).toContain(template === 'validation_notice' ? 'is a debt collector' : DEBT_COLLECTOR);
      }
    },
  );

  it('in a state the product knows no disclosure for: none, and still no word of legal action', async () => {
    for (const [accountId, template] of await accountsIn('NJ', true)) {
      const text = await anyLetterText(accountId, template);
      expect(text, template).not.toMatch(LEGAL_ACTION);
      expect(text).not.toContain('statute of limitations');
    }
  });

  it('an account that is not time-barred gets no disclosure, even in California', async () => {
    for (const [accountId, template] of await accountsIn('CA', false)) {
      expect(await anyLetterText(accountId, template), template).not.toContain(DISCLOSURES.CA.start);
    }
  });
});
