import { E_DELIVERY_MESSAGES as E, LETTER_MESSAGES as M } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/kits/mail/test-smtp-server';
import { contactEvents, contactPreferences, letters, mailOutbox, validationNotices } from '../../db/schema';
import { OutboxSender } from '../mail/outbox-sender';
import { bounceRefusedLetterMails } from './letter-email';

/** The English and Spanish notice of a Spanish reader: e-mailed as one, bounced and returned as one. */
let smtp: TestSmtpServer;
let t: ContactCenterTestApp;
let sender: OutboxSender;
beforeAll(async () => {
  smtp = await startTestSmtpServer({
    verdict: ({ to }) => ({ kind: to[0].startsWith('refused-') ? 'reject' : 'accept' }),
  });
  t = await buildContactCenterTestApp({ env: { SMTP_URL: smtp.url }, startMailSender: false });
  const quiet = () => {};
  sender = new OutboxSender({
    db: t.deps.db,
    config: t.deps.config,
    clock: t.clock.now,
    sealer: t.deps.encryption,
    log: { info: quiet, warn: quiet, error: quiet },
  });
});
afterAll(async () => {
  await sender.stop();
  await t.close();
  await smtp.stop();
});

async function setDay(day: string) {
  t.clock.nowMs = Date.parse(`${day}T15:00:00Z`);
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const)
    t.cookies[role] = await signIn(t.app, t.users[role].username);
}
let seq = 0;
/** The debtor's own account, reading Spanish, with consent to letters by e-mail. */
async function spanishReader(prefix = 'pair') {
  const account = await t.account({
    userId: t.users.debtor.id,
    emailAddress: `${prefix}-${++seq}@example.com`,
    preferredLanguage: 'es',
  });
  await t.call('POST', '/api/customer/e-delivery', 'debtor', { debtAccountId: account.id });
  return account;
}
const EMAILED = { template: 'validation_notice', language: 'en', delivery: 'email' };
const lettersOf = (accountId: number) =>
  t.deps.db.select().from(letters).where(eq(letters.debtAccountId, accountId)).orderBy(letters.id);
const noticesOf = (accountId: number) =>
  t.deps.db.select().from(validationNotices).where(eq(validationNotices.debtAccountId, accountId));

describe('the English and Spanish notice by e-mail', () => {
  it('sends one e-mail naming both letters, records both as e-mailed and the notice once', async () => {
    await setDay('2026-03-02');
    const account = await spanishReader();
    const res = await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', EMAILED);
    expect(res.statusCode, res.body).toBe(201);
    const [english, spanish] = await lettersOf(account.id);
    expect(res.json()).toEqual({
      id: english.id,
      status: 'emailed',
      validationEndDate: '2026-04-08',
      companionLetterId: spanish.id,
    });
    expect([english, spanish].map((l) => [l.language, l.status, l.delivery, l.sentOn])).toEqual([
      ['en', 'emailed', 'email', '2026-03-02'],
      ['es', 'emailed', 'email', '2026-03-02'],
    ]);
    expect(english.companionLetterId).toBe(spanish.id);
    expect(spanish.companionLetterId).toBe(english.id);
    expect(spanish.mailId).toBe(english.mailId);
    expect(spanish.figures).toEqual(english.figures);
    expect((await noticesOf(account.id)).map((n) => [n.sentOn, n.method])).toEqual([['2026-03-02', 'email']]);
    const lines = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id));
    const sent = lines.filter((l) => l.channel === 'Email');
    expect(sent.map((l) => l.message)).toEqual([
      `Validation notice and its Spanish translation e-mailed to ${account.emailAddress} (links to Documents); the validation period ends 2026-04-08`,
    ]);

    // Over SMTP: one message, both languages, a link to Documents, the opt-out, no PDF.
    await sender.flush();
    const [received] = await smtp.waitForMails(1);
    expect(received.to).toEqual([account.emailAddress]);
    expect(received.subject).toContain('a notice about your debt with');
    expect(received.subject).toContain('un aviso sobre su deuda con');
    expect(received.text).toContain('We have put two letters for you on your Documents page');
    expect(received.text).toContain('and the same notice in Spanish');
    expect(received.text).toContain('April 8, 2026');
    expect(received.text).toContain('— En español —');
    expect(received.text).toContain('es un cobrador de deudas');
    expect(received.text).toContain('Si nos escribe antes del 8 de abril de 2026');
    expect(received.text).toContain(
      `Lea los avisos: ${t.deps.config.publicUrl.replace(/\/+$/, '')}/documents`,
    );
    expect(received.text).toContain('/unsubscribe?token=');
    expect(received.attachments).toEqual([]);
    const [row] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, english.mailId as number));
    expect(row.status).toBe('sent');

    // Both are on the debtor's Documents page.
    const docs = (await t.call('GET', '/api/customer/documents', 'debtor')).json();
    const ids = docs.map((d: { id: number }) => d.id);
    expect(ids).toEqual(expect.arrayContaining([english.id, spanish.id]));
  });

  it('asked in Spanish for an English reader: the pair too, the answer the Spanish letter', async () => {
    await setDay('2026-03-02');
    const account = await t.account({
      userId: t.users.debtor.id,
      emailAddress: `pair-en-${++seq}@example.com`,
    });
    await t.call('POST', '/api/customer/e-delivery', 'debtor', { debtAccountId: account.id });
    const res = await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', {
      ...EMAILED,
      language: 'es',
    });
    expect(res.statusCode).toBe(201);
    const [english, spanish] = await lettersOf(account.id);
    expect(res.json()).toMatchObject({ id: spanish.id, status: 'emailed', companionLetterId: english.id });
  });

  it('follows the e-delivery rules: no consent 409, an e-mail opt-out 409, another letter 400; nothing written', async () => {
    await setDay('2026-03-02');
    const noConsent = await t.account({
      emailAddress: `pair-nc-${++seq}@example.com`,
      preferredLanguage: 'es',
    });
    const refused = await t.call('POST', `/api/debtors/${noConsent.id}/letters`, 'staff', EMAILED);
    expect([refused.statusCode, refused.json().message]).toEqual([409, E.noConsent]);
    expect(await lettersOf(noConsent.id)).toEqual([]);

    const optedOut = await spanishReader();
    await t.deps.db.insert(contactPreferences).values({
      debtAccountId: optedOut.id,
      kind: 'opt_out_email',
      source: 'agent',
      note: 'Asked on a call',
    });
    expect((await t.call('POST', `/api/debtors/${optedOut.id}/letters`, 'staff', EMAILED)).statusCode).toBe(
      409,
    );
    expect(await lettersOf(optedOut.id)).toEqual([]);
    expect(await noticesOf(optedOut.id)).toEqual([]);

    const other = await t.call('POST', `/api/debtors/${optedOut.id}/letters`, 'staff', {
      template: 'reminder',
      language: 'es',
      delivery: 'email',
    });
    expect([other.statusCode, other.json().message]).toEqual([400, M.emailNotYet]);
  });

  it('a bounce of either letter sends both to print and takes the notice back once', async () => {
    await setDay('2026-03-02');
    const account = await spanishReader();
    await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', EMAILED);
    const [english, spanish] = await lettersOf(account.id);
    await setDay('2026-03-04');
    const bounced = await t.call('POST', `/api/admin/letters/${spanish.id}/bounced`, 'staff');
    expect(bounced.statusCode).toBe(200);
    expect(bounced.json()).toMatchObject({
      id: spanish.id,
      status: 'queued',
      validationEndDate: '2026-04-10',
    });
    const after = await lettersOf(account.id);
    expect(after.map((l) => [l.id, l.status, l.delivery, l.sentOn, l.figures.letterDate])).toEqual([
      [english.id, 'queued', 'print', null, '2026-03-04'],
      [spanish.id, 'queued', 'print', null, '2026-03-04'],
    ]);
    expect(await noticesOf(account.id)).toEqual([]);
    const again = await t.call('POST', `/api/admin/letters/${english.id}/bounced`, 'staff');
    expect([again.statusCode, again.json().message]).toEqual([409, E.notEmailed]);
    const lines = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id));
    expect(lines.map((l) => l.message)).toContain(
      'The e-mailed validation notice and its Spanish translation bounced; both queued for print instead (the period they print ends 2026-04-10)',
    );
  });

  it('a mail the SMTP server refuses brings both letters back to print', async () => {
    await setDay('2026-03-02');
    const account = await spanishReader('refused');
    await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', EMAILED);
    expect(await bounceRefusedLetterMails(t.deps)).toBe(0);
    await sender.flush();
    const [english] = await lettersOf(account.id);
    const [mail] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, english.mailId as number));
    expect(mail.status).toBe('failed');
    expect(mail.lastError).toMatch(/554/);
    expect(await bounceRefusedLetterMails(t.deps)).toBe(2);
    expect((await lettersOf(account.id)).map((l) => [l.language, l.status, l.delivery])).toEqual([
      ['en', 'queued', 'print'],
      ['es', 'queued', 'print'],
    ]);
    expect(await noticesOf(account.id)).toEqual([]);
    expect(await bounceRefusedLetterMails(t.deps)).toBe(0);
  });
});

describe('a returned pair', () => {
  it('the companion comes back with the letter the post office returned', async () => {
    await setDay('2026-03-02');
    for (const returnedOne of ['en', 'es'] as const) {
      const account = await t.account({ preferredLanguage: 'es' });
      const made = await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', {
        ...EMAILED,
        delivery: 'print',
      });
      expect(made.statusCode).toBe(201);
      const pair = await lettersOf(account.id);
      for (const l of pair)
        expect((await t.call('POST', `/api/admin/letters/${l.id}/mailed`, 'staff', {})).statusCode).toBe(200);
      const returned = pair.find((l) => l.language === returnedOne);
      const companion = pair.find((l) => l.language !== returnedOne);
      if (!returned || !companion) throw new Error('a pair has two letters');
      const res = await t.call('POST', `/api/admin/letters/${returned.id}/returned`, 'staff');
      expect(res.statusCode).toBe(200);
      expect((await lettersOf(account.id)).map((l) => l.status)).toEqual(['returned', 'returned']);
      const lines = await t.deps.db
        .select()
        .from(contactEvents)
        .where(eq(contactEvents.debtAccountId, account.id));
      expect(lines.map((l) => l.message)).toContain(
        `Letter ${returned.id} came back returned with its companion, letter ${companion.id}; the address is marked bad and no more letters print to it until it changes`,
      );
      const again = await t.call('POST', `/api/admin/letters/${companion.id}/returned`, 'staff');
      expect(again.statusCode).toBe(409);
    }
  });
});
