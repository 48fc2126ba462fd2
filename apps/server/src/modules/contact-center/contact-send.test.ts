import {
  COMPLIANCE_MESSAGES,
  DEBT_COLLECTOR_DISCLOSURE,
  CONTACT_CENTER_MESSAGES as M,
  type Role,
} from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
  contactForm,
  type FormFile,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { samplePdf } from '../../../test/kits/documents/document-test-kit';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/kits/mail/test-smtp-server';
import { contactEvents, mailOutbox, smsMessages, smsOptOuts } from '../../db/schema';
import { ATTACHMENTS_TOTAL_TOO_LARGE } from './contact-form';
import { NO_EMAIL_ON_ACCOUNT } from './send-contact.service';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const MB = 1024 * 1024;

describe('POST /api/debtors/:id/contact', () => {
  let smtp: TestSmtpServer;
  let t: ContactCenterTestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildContactCenterTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  function send(id: number, fields: Record<string, string>, files: FormFile[] = [], role: Role = 'staff') {
    const { payload, headers } = contactForm(fields, files);
    return t.app.inject({
      method: 'POST',
      url: `/api/debtors/${id}/contact`,
      payload,
      headers: { ...headers, cookie: t.cookies[role] },
    });
  }
  const timelineOf = (id: number) =>
    t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, id))
      .orderBy(contactEvents.id);
  const mailCount = async () => (await t.deps.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;

  it('e-mails the account with its attachments, which arrive byte for byte at the SMTP server', async () => {
    const a = await t.account();
    const pdf = await samplePdf('Statement of account');
    const res = await send(
      a.id,
      { channel: 'email', subject: 'Your account', message: 'Please see the attached statement.', phone: '' },
      [
        { name: 'statement.pdf', content: pdf, type: 'application/pdf' },
        { name: 'photo.png', content: PNG, type: 'image/png' },
        { name: 'notes.txt', content: 'Plain words\n', type: 'text/plain' },
      ],
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [mail] = await smtp.waitForMails(1);
    expect(mail.to).toEqual(['jane.doe@example.com']);
    expect(mail.subject).toBe('Your account');
    expect(mail.text).toContain('Please see the attached statement.');
    // Every e-mail to a debtor ends with the opt-out line and its unsubscribe link (decision 0024), and
    // carries the one-click List-Unsubscribe headers (decision 0032).
    expect(mail.text).toMatch(
      /To stop receiving e-mails from us, use this link: http\S+\/unsubscribe\?token=\S+/,
    );
    expect(mail.headers.get('list-unsubscribe')).toMatch(/^<http\S+\/api\/unsubscribe\?token=\S+>$/);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.attachments.map((x) => [x.filename, x.contentType])).toEqual([
      ['statement.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
      ['notes.txt', 'text/plain'],
    ]);
    expect(mail.attachments[0].content.equals(pdf)).toBe(true);
    expect(mail.attachments[1].content.equals(PNG)).toBe(true);
    expect(mail.attachments[2].content.toString()).toBe('Plain words\n');
    const [event] = await timelineOf(a.id);
    expect(event).toMatchObject({ channel: 'Email', message: 'Your account', userId: t.users.staff.id });
    const history = (await t.call('GET', `/api/debtors/${a.id}/contacts`, 'staff')).json();
    expect(history[0]).toMatchObject({ channel: 'Email', userName: 'Sam User', message: 'Your account' });
  });

  it('refuses an attachment over 10 MB, files over 20 MB in total and other types; nothing is sent', async () => {
    const a = await t.account();
    const before = await mailCount();
    const fields = { channel: 'email', subject: 'S', message: 'Hello' };
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * MB, 0x20)]);
    const tooLarge = await send(a.id, fields, [{ name: 'big.pdf', content: big }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: M.attachmentTooLarge, error: M.attachmentTooLarge });

    const nine = (n: number) => ({
      name: `part${n}.pdf`,
      content: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(9 * MB)]),
    });
    const total = await send(a.id, fields, [nine(1), nine(2), nine(3)]);
    expect(total.statusCode).toBe(413);
    expect(total.json().error).toBe(ATTACHMENTS_TOTAL_TOO_LARGE);
    // Files under another field name are read into memory too, so they count toward the total.
    const otherField = await send(a.id, fields, [
      { ...nine(4), field: 'extra1' },
      { ...nine(5), field: 'extra2' },
      nine(6),
    ]);
    expect(otherField.statusCode).toBe(413);
    expect(otherField.json().error).toBe(ATTACHMENTS_TOTAL_TOO_LARGE);

    // A program renamed .pdf is judged by its bytes, not its name or declared type.
    const exe = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    const wrongType = await send(a.id, fields, [
      { name: 'invoice.pdf', content: exe, type: 'application/pdf' },
    ]);
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error).toBe(M.attachmentType);

    expect(await mailCount()).toBe(before);
    expect(await timelineOf(a.id)).toHaveLength(0);
  });

  it('refuses an empty message, an unknown channel and an account without e-mail (400 with error)', async () => {
    const a = await t.account();
    const empty = await send(a.id, { channel: 'email', subject: 'S', message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: M.emptyMessage, error: M.emptyMessage });
    expect((await send(a.id, { channel: 'fax', message: 'Hi' })).statusCode).toBe(400);
    const noEmail = await t.account({ emailAddress: null });
    const res = await send(noEmail.id, { channel: 'email', subject: 'S', message: 'Hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(NO_EMAIL_ON_ACCOUNT);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/debtors/${a.id}/contact`,
      payload: { channel: 'email', message: 'Hi' },
      headers: { cookie: t.cookies.staff },
    });
    expect(json.statusCode).toBe(400);
    expect(await timelineOf(a.id)).toHaveLength(0);
  });

  it('sends an SMS through the telephony provider; no phone or an opted-out number is refused', async () => {
    const a = await t.account();
    // Texts need recorded consent (decision 0024): the consumer agreed to texts at both numbers.
    for (const phone of ['6095550144', '6095550188']) {
      const consent = await t.call('POST', `/api/debtors/${a.id}/compliance/preferences`, 'staff', {
        kind: 'sms_consent',
        phone,
      });
      expect(consent.statusCode).toBe(200);
    }
    const ok = await send(a.id, {
      channel: 'sms',
      subject: '',
      message: 'Please call us',
      phone: '(609) 555-0144',
    });
    expect(ok.statusCode).toBe(200);
    const sms = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.debtAccountId, a.id));
    // The account's first communication: the full disclosure before the opt-out line (decision 0097).
    const body = `Please call us ${DEBT_COLLECTOR_DISCLOSURE.en.initial} ${COMPLIANCE_MESSAGES.smsOptOutFooter}`;
    expect(sms).toEqual([
      expect.objectContaining({
        toNumber: '6095550144',
        body,
        direction: 'outbound',
      }),
    ]);
    // The two consent records (Update lines), then the text as sent.
    expect((await timelineOf(a.id)).map((e) => [e.channel, e.channel === 'SMS' ? e.message : null])).toEqual([
      ['Update', null],
      ['Update', null],
      ['SMS', body],
    ]);

    const noPhone = await send(a.id, { channel: 'sms', message: 'Hi', phone: '' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error).toBeTruthy();

    await t.deps.db.insert(smsOptOuts).values({ phoneNumber: '6095550188' });
    const stopped = await send(a.id, { channel: 'sms', message: 'Hi', phone: '6095550188' });
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json()).toEqual({
      allowed: false,
      rule: 'channel_opt_out',
      message: COMPLIANCE_MESSAGES.channel_opt_out,
      opensAt: null,
      error: COMPLIANCE_MESSAGES.channel_opt_out,
    });
    expect(await timelineOf(a.id)).toHaveLength(3);
  });

  it('answers 404 for an unknown account and refuses collectors, debtors and signed-out callers', async () => {
    expect((await send(999999, { channel: 'email', message: 'Hi' })).statusCode).toBe(404);
    const a = await t.account();
    expect((await send(a.id, { channel: 'email', message: 'Hi' }, [], 'collector')).statusCode).toBe(403);
    expect((await send(a.id, { channel: 'email', message: 'Hi' }, [], 'debtor')).statusCode).toBe(403);
    const { payload, headers } = contactForm({ channel: 'email', message: 'Hi' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/debtors/${a.id}/contact`,
      payload,
      headers,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await timelineOf(a.id)).toHaveLength(0);
  });
});
