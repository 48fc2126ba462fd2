import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  accountWithPlan,
  chargedFor,
  installmentsOf,
  runOn,
  TODAY,
} from '../../../../test/kits/arrangements/scheduler-kit';
import { contactAttempts, contactPreferences, mailAttachments, mailOutbox } from '../../../db/schema';
import { openMailBody } from '../../../providers/mail/mail-outbox';
import { runDue } from './run-due';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ startMailSender: false });
});
afterAll(() => t.close());

async function mailsOf(accountId: number) {
  return t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.unsubscribeAccountId, accountId));
}

async function attemptsOf(accountId: number) {
  return t.deps.db.select().from(contactAttempts).where(eq(contactAttempts.debtAccountId, accountId));
}

describe('reminders 3 days before each installment', () => {
  it('e-mails the debtor once, through the compliance guard', async () => {
    const { account, plan } = await accountWithPlan(t, {
      firstDate: '2026-03-05',
      email: 'remind@example.com',
    });
    // Four days before: not yet.
    await runOn(t, '2026-03-01');
    expect(await mailsOf(account.id)).toEqual([]);

    const result = await runOn(t, TODAY);
    expect(result.reminded).toBeGreaterThanOrEqual(1);
    const mails = await mailsOf(account.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'remind@example.com' });
    expect(mails[0]?.subject).toContain('your payment of $333.33 is due on March 5, 2026');
    const text = openMailBody(t.deps.encryption, mails[0]?.textBody ?? '', mails[0]?.id ?? 0, 'text_body');
    expect(text).toContain('will be charged to your Visa ending 2224 on March 5, 2026');
    expect(text).toContain('This communication is from a debt collector.');
    const [first, second] = await installmentsOf(t, plan.id);
    expect(first?.reminderSentAt).not.toBeNull();
    expect(second?.reminderSentAt).toBeNull();
    const attempts = await attemptsOf(account.id);
    expect(attempts).toMatchObject([{ channel: 'email', allowed: true, target: 'remind@example.com' }]);
    expect(attempts[0]?.evaluation).toMatchObject({ purpose: 'transactional' });

    await runOn(t, '2026-03-03');
    expect(await mailsOf(account.id)).toHaveLength(1);
  });

  it('an e-mail opt-out blocks the reminder: the guard records it and it is not tried again', async () => {
    const { account, plan } = await accountWithPlan(t, {
      firstDate: '2026-03-04',
      email: 'optout@example.com',
    });
    await t.deps.db
      .insert(contactPreferences)
      .values({ debtAccountId: account.id, kind: 'opt_out_email', source: 'agent' });
    await runOn(t, TODAY);
    expect(await mailsOf(account.id)).toEqual([]);
    expect((await installmentsOf(t, plan.id))[0]?.reminderSentAt).not.toBeNull();
    expect(await attemptsOf(account.id)).toMatchObject([
      { channel: 'email', allowed: false, rule: 'channel_opt_out' },
    ]);
    await runOn(t, '2026-03-03');
    expect(await attemptsOf(account.id)).toHaveLength(1);
  });

  it('at night nothing is sent or claimed; the first run in convenient hours sends it', async () => {
    const { account, plan } = await accountWithPlan(t, {
      firstDate: '2026-03-11',
      email: 'night@example.com',
    });
    t.clock.nowMs = Date.parse('2026-03-09T02:30:00Z'); // 10:30 PM Eastern on 8 March
    const night = await runDue(t.deps, '2026-03-08');
    expect(night.reminded).toBe(0);
    expect(await attemptsOf(account.id)).toEqual([]);
    expect((await installmentsOf(t, plan.id))[0]?.reminderSentAt).toBeNull();
    await runOn(t, '2026-03-09');
    expect(await mailsOf(account.id)).toHaveLength(1);
  });
});

describe('receipts', () => {
  it('a charged installment is followed by its receipt, with the PDF', async () => {
    const { account, plan } = await accountWithPlan(t, {
      firstDate: '2026-03-16',
      email: 'receipt@example.com',
    });
    const [line] = chargedFor(await runOn(t, '2026-03-16'), plan.id);
    expect(line?.outcome).toBe('paid');
    const receipts = (await mailsOf(account.id)).filter((m) => m.subject.includes('Payment Receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.toAddress).toBe('receipt@example.com');
    const text = openMailBody(
      t.deps.encryption,
      receipts[0]?.textBody ?? '',
      receipts[0]?.id ?? 0,
      'text_body',
    );
    expect(text).toContain('installment 1 of 3 of payment plan');
    expect(text).toContain('Visa ending in 2224');
    expect(text).toContain('$333.33');
    const files = await t.deps.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, receipts[0]?.id ?? 0));
    expect(files).toMatchObject([{ contentType: 'application/pdf' }]);
    expect(files[0]?.filename).toMatch(/^receipt-PAY-/);
    const allowed = await t.deps.db
      .select()
      .from(contactAttempts)
      .where(and(eq(contactAttempts.debtAccountId, account.id), eq(contactAttempts.allowed, true)));
    expect(allowed).toHaveLength(1);
    expect(allowed[0]?.evaluation).toMatchObject({ purpose: 'transactional' });
  });

  it('no e-mail address: the installment is charged and nothing is mailed', async () => {
    const { account, plan } = await accountWithPlan(t, { firstDate: '2026-03-23', email: null });
    expect(chargedFor(await runOn(t, '2026-03-23'), plan.id)).toMatchObject([{ outcome: 'paid' }]);
    expect(await mailsOf(account.id)).toEqual([]);
  });
});
