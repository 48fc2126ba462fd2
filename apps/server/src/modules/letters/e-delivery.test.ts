import { E_DELIVERY_MESSAGES as E, E_DELIVERY_DISCLOSURE } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import { mailsTo } from '../../../test/kits/arrangements/plan-kit';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import {
  contactAttempts,
  contactEvents,
  eDeliveryConsents,
  letters,
  securityEvents,
  validationNotices,
} from '../../db/schema';
import { bounceRefusedLetterMails } from './letter-email';

let t: ContactCenterTestApp;
beforeAll(async () => {
  t = await buildContactCenterTestApp();
});
afterAll(async () => t.close());

async function setDay(day: string) {
  t.clock.nowMs = Date.parse(`${day}T15:00:00Z`);
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const)
    t.cookies[role] = await signIn(t.app, t.users[role].username);
}
const EMAILED = { template: 'validation_notice', language: 'en', delivery: 'email' };
const withdraw = (debtAccountId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/customer/e-delivery',
    headers: { cookie: t.cookies.debtor },
    payload: { debtAccountId },
  });
let addressSeq = 0;
const ownAccount = () =>
  t.account({ userId: t.users.debtor.id, emailAddress: `letters-${++addressSeq}@example.com` });

describe('consent to letters by e-mail', () => {
  it('the debtor gives and withdraws it on their own account; who, when, how and the words are kept', async () => {
    await setDay('2026-03-02');
    const account = await ownAccount();
    const before = (await t.call('GET', '/api/customer/e-delivery', 'debtor')).json();
    expect(before.find((s: { debtAccountId: number }) => s.debtAccountId === account.id)).toMatchObject({
      consented: false,
      emailAddress: 'l•••@example.com',
    });
    const given = await t.call('POST', '/api/customer/e-delivery', 'debtor', { debtAccountId: account.id });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ consented: true, method: 'portal', message: E.consented });
    // Again changes nothing: still one consent.
    await t.call('POST', '/api/customer/e-delivery', 'debtor', { debtAccountId: account.id });
    const rows = await t.deps.db
      .select()
      .from(eDeliveryConsents)
      .where(eq(eDeliveryConsents.debtAccountId, account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'portal', givenByUserId: t.users.debtor.id, withdrawnAt: null });
    expect(rows[0].disclosure).toContain(E_DELIVERY_DISCLOSURE[2]);
    expect(rows[0].givenAt.toISOString()).toBe('2026-03-02T15:00:00.000Z');

    const gone = await withdraw(account.id);
    expect(gone.json()).toMatchObject({ consented: false, message: E.withdrawn });
    const [after] = await t.deps.db
      .select()
      .from(eDeliveryConsents)
      .where(eq(eDeliveryConsents.debtAccountId, account.id));
    expect(after.withdrawnAt).not.toBeNull();
    const lines = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id));
    expect(lines.map((l) => l.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Consent to letters by e-mail'),
        expect.stringContaining('withdrawn'),
      ]),
    );
  });

  it("refuses another's account (403 and a security event), an account without an address, and other roles", async () => {
    const theirs = await t.account({ userId: null });
    const denied = await t.call('POST', '/api/customer/e-delivery', 'debtor', { debtAccountId: theirs.id });
    expect([denied.statusCode, denied.json().message]).toEqual([403, E.notYourAccount]);
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, t.users.debtor.id));
    expect(events.map((e) => e.eventType)).toContain('e_delivery_denied');
    expect((await withdraw(theirs.id)).statusCode).toBe(403);

    const noEmail = await t.account({ userId: t.users.debtor.id, emailAddress: null });
    const refused = await t.call('POST', '/api/customer/e-delivery', 'debtor', { debtAccountId: noEmail.id });
    expect([refused.statusCode, refused.json().message]).toEqual([409, E.noEmail]);
    expect(
      (await t.call('POST', '/api/customer/e-delivery', 'staff', { debtAccountId: noEmail.id })).statusCode,
    ).toBe(403);
  });

  it('an agent records it with how it was given; a collector only on an assigned account', async () => {
    const account = await t.account({ userId: null });
    const noNote = await t.call('POST', `/api/debtors/${account.id}/e-delivery`, 'staff', { note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect(
      (await t.call('POST', `/api/debtors/${account.id}/e-delivery`, 'collector', { note: 'On a call' }))
        .statusCode,
    ).toBe(403);
    const res = await t.call('POST', `/api/debtors/${account.id}/e-delivery`, 'staff', {
      note: 'Agreed on a recorded call',
    });
    expect(res.json()).toMatchObject({ consented: true, method: 'agent' });
    const [line] = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id));
    expect(line.message).toContain('by an agent: Agreed on a recorded call');
    expect(line.userId).toBe(t.users.staff.id);
  });
});

describe('the validation notice by e-mail', () => {
  it('needs consent (409), then e-mails a link to Documents with the opt-out, never the PDF, and records the notice', async () => {
    await setDay('2026-03-02');
    const account = await ownAccount();
    const refused = await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', EMAILED);
    expect([refused.statusCode, refused.json().message]).toEqual([409, E.noConsent]);
    expect(await t.deps.db.select().from(letters).where(eq(letters.debtAccountId, account.id))).toEqual([]);

    await t.call('POST', '/api/customer/e-delivery', 'debtor', { debtAccountId: account.id });
    const res = await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', EMAILED);
    expect(res.statusCode).toBe(201);
    // Mailed Monday 2 March: received Monday 9 March, the period ends 30 days later.
    expect(res.json()).toMatchObject({ status: 'emailed', validationEndDate: '2026-04-08' });

    const [mail] = await mailsTo(t, account.emailAddress as string);
    expect(mail.subject).toContain('a notice about your debt');
    expect(mail.text).toContain('is a debt collector');
    expect(mail.text).toContain(`Read the notice: ${t.deps.config.publicUrl.replace(/\/+$/, '')}/documents`);
    expect(mail.text).toContain('/unsubscribe?token=');
    expect(mail.text).toContain('April 8, 2026');
    const { mailAttachments, mailOutbox } = await import('../../db/schema');
    const [row] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, account.emailAddress as string));
    expect(row.unsubscribeAccountId).toBe(account.id);
    expect(await t.deps.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, row.id))).toEqual(
      [],
    );

    const notices = await t.deps.db
      .select()
      .from(validationNotices)
      .where(eq(validationNotices.debtAccountId, account.id));
    expect(notices.map((n) => [n.sentOn, n.method])).toEqual([['2026-03-02', 'email']]);
    const attempts = await t.deps.db
      .select()
      .from(contactAttempts)
      .where(and(eq(contactAttempts.debtAccountId, account.id), eq(contactAttempts.channel, 'email')));
    expect(attempts.map((a) => a.allowed)).toEqual([true]);
    // The debtor opens it from the portal.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/letters/${res.json().id}/pdf`,
      headers: { cookie: t.cookies.debtor },
    });
    expect(pdf.statusCode).toBe(200);
  });

  it("lists the letters sent (not a queued one) in the debtor's Documents, opened inline from there", async () => {
    await setDay('2026-03-02');
    const account = await ownAccount();
    const queued = (
      await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', { ...EMAILED, delivery: 'print' })
    ).json();
    await t.call('POST', '/api/customer/e-delivery', 'debtor', { debtAccountId: account.id });
    const sent = (await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', EMAILED)).json();
    const docs = (await t.call('GET', '/api/customer/documents', 'debtor')).json();
    const mine = docs.filter((d: { accountNumber: string }) => d.accountNumber === account.accountNumber);
    expect(mine).toEqual([
      expect.objectContaining({
        id: sent.id,
        kind: 'letter',
        documentType: 'notice',
        originalFilename: 'Validation notice 2026-03-02.pdf',
      }),
    ]);
    expect(mine[0].size).toBeGreaterThan(1000);
    expect(mine.some((d: { id: number }) => d.id === queued.id)).toBe(false);
    const inline = await t.app.inject({
      method: 'GET',
      url: `/api/letters/${sent.id}/pdf?inline=1`,
      headers: { cookie: t.cookies.debtor },
    });
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    expect(inline.rawPayload.length).toBe(mine[0].size);
    // Another debtor sees none of it.
    const { createUser } = await import('../../../test/factories');
    const other = await createUser(t.deps.db, { role: 'debtor' });
    const otherDocs = await t.app.inject({
      method: 'GET',
      url: '/api/customer/documents',
      headers: { cookie: await signIn(t.app, other.username) },
    });
    expect(otherDocs.json()).toEqual([]);
  });

  it('a bounce takes the notice back and queues the letter for print, dated the day of the bounce', async () => {
    await setDay('2026-03-02');
    const account = await ownAccount();
    await t.call('POST', '/api/customer/e-delivery', 'debtor', { debtAccountId: account.id });
    const letter = (await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', EMAILED)).json();
    expect((await t.call('POST', `/api/admin/letters/${letter.id}/bounced`, 'collector')).statusCode).toBe(
      403,
    );

    await setDay('2026-03-04');
    const bounced = await t.call('POST', `/api/admin/letters/${letter.id}/bounced`, 'staff');
    expect(bounced.statusCode).toBe(200);
    expect(bounced.json()).toMatchObject({ status: 'queued', validationEndDate: '2026-04-10' });
    const [row] = await t.deps.db.select().from(letters).where(eq(letters.id, letter.id));
    expect(row).toMatchObject({ delivery: 'print', status: 'queued', sentOn: null });
    expect(row.figures.letterDate).toBe('2026-03-04');
    expect(
      await t.deps.db.select().from(validationNotices).where(eq(validationNotices.debtAccountId, account.id)),
    ).toEqual([]);
    const again = await t.call('POST', `/api/admin/letters/${letter.id}/bounced`, 'staff');
    expect([again.statusCode, again.json().message]).toEqual([409, E.notEmailed]);
    // Now it is mailed as any printed letter is.
    const mailed = await t.call('POST', `/api/admin/letters/${letter.id}/mailed`, 'staff', {});
    expect(mailed.json()).toMatchObject({ status: 'mailed', mailedOn: '2026-03-04' });
  });

  it('a mail the server refused is a bounce the outbox knows: the letter goes back to print', async () => {
    await setDay('2026-03-02');
    const account = await ownAccount();
    await t.call('POST', '/api/customer/e-delivery', 'debtor', { debtAccountId: account.id });
    const letter = (await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', EMAILED)).json();
    const [row] = await t.deps.db.select().from(letters).where(eq(letters.id, letter.id));
    expect(row.mailId).not.toBeNull();
    // Still on its way: nothing changes.
    expect(await bounceRefusedLetterMails(t.deps)).toBe(0);
    // The sender woke on the enqueue; let its pass end first, or it may mark the row after us.
    await t.mailSender.flush();
    const { mailOutbox } = await import('../../db/schema');
    await t.deps.db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: '550 5.1.1 mailbox unavailable' })
      .where(eq(mailOutbox.id, row.mailId as number));
    expect(await bounceRefusedLetterMails(t.deps)).toBe(1);
    const [after] = await t.deps.db.select().from(letters).where(eq(letters.id, letter.id));
    expect(after).toMatchObject({ status: 'queued', delivery: 'print', sentOn: null });
    expect(
      await t.deps.db.select().from(validationNotices).where(eq(validationNotices.debtAccountId, account.id)),
    ).toEqual([]);
    expect(await bounceRefusedLetterMails(t.deps)).toBe(0);
  });

  it('a blocked contact (e-mail opted out) sends nothing and makes no letter', async () => {
    await setDay('2026-03-02');
    const account = await ownAccount();
    await t.call('POST', '/api/customer/e-delivery', 'debtor', { debtAccountId: account.id });
    const { contactPreferences } = await import('../../db/schema');
    await t.deps.db
      .insert(contactPreferences)
      .values({ debtAccountId: account.id, kind: 'opt_out_email', source: 'agent', note: 'Asked on a call' });
    const res = await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', EMAILED);
    expect(res.statusCode).toBe(409);
    expect(await t.deps.db.select().from(letters).where(eq(letters.debtAccountId, account.id))).toEqual([]);
    expect(await mailsTo(t, account.emailAddress as string)).toEqual([]);
  });
});
