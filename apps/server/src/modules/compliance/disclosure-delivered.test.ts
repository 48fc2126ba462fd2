import {
  DEBT_COLLECTOR_DISCLOSURE,
  fillEmailTemplate,
  fillSmsTemplate,
  hasDisclosure,
  MESSAGE_TEMPLATES,
  type PreferredLanguage,
  type TemplateAccount,
} from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { accountWithPlan, chargedFor, runOn, TODAY } from '../../../test/kits/arrangements/scheduler-kit';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
  contactForm,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import {
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../../test/kits/mail/test-smtp-server';
import { type DebtAccountRow, debtAccounts, payments } from '../../db/schema';
import type { SimulatorTelephony } from '../../providers/telephony/simulator-telephony';

/**
 * Decision 0097: every text and e-mail to a consumer carries the debt-collector disclosure, read here
 * where it arrives: at the SMTP server and in the texts the telephony provider was handed. The full
 * form goes on the first communication with the consumer, the short form after.
 */
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

const OTHER: Record<PreferredLanguage, PreferredLanguage> = { en: 'es', es: 'en' };
const FULL = (lang: PreferredLanguage) => DEBT_COLLECTOR_DISCLOSURE[lang].initial;
const SHORT = (lang: PreferredLanguage) => DEBT_COLLECTOR_DISCLOSURE[lang].subsequent;
const OPT_OUT: Record<PreferredLanguage, string> = {
  en: 'Reply STOP to opt out.',
  es: 'Responda ALTO para no recibir más mensajes.',
};
const EMAIL_FOOTER: Record<PreferredLanguage, string> = {
  en: 'To stop receiving e-mails from us',
  es: 'Para dejar de recibir correos electrónicos de nosotros',
};

let phones = 0;
/** An account in `lang` with its own number (the consumer agreed to texts at it) and its own address. */
async function consumer(lang: PreferredLanguage) {
  phones += 1;
  const phone = `60955502${String(phones).padStart(2, '0')}`;
  const account = await t.account({
    preferredLanguage: lang,
    primaryPhone: phone,
    emailAddress: `consumer${phones}@example.com`,
  });
  const consent = await t.call('POST', `/api/debtors/${account.id}/compliance/preferences`, 'staff', {
    kind: 'sms_consent',
    phone,
  });
  expect(consent.statusCode).toBe(200);
  return { account, phone, email: `consumer${phones}@example.com` };
}

const templateAccount = (a: DebtAccountRow): TemplateAccount => ({
  firstName: a.firstName,
  fullName: a.fullName,
  accountNumber: a.accountNumber,
  unpaidBalance: a.unpaidBalance,
  vehicle: { model: null, vin: null },
  creditor: { schoolName: 'Metro Auto Finance' },
});

/** The compose card's send: multipart, with the message's language as the card sends it. */
async function compose(accountId: number, fields: Record<string, string>) {
  const { payload, headers } = contactForm(fields);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/debtors/${accountId}/contact`,
    payload,
    headers: { ...headers, cookie: t.cookies.staff },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The texts the provider was handed for this number, in order. */
const textsTo = (phone: string) =>
  (t.deps.telephony as SimulatorTelephony).sentSms.filter((s) => s.to === `+1${phone}`).map((s) => s.body);

const lf = (text: string) => text.replace(/\r\n/g, '\n');

/** The mails to `to` at the SMTP server (line ends read as \n), once `count` have arrived and been marked sent. */
async function mailsTo(to: string, count: number): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await t.mailSender.flush();
    const mails = smtp.received.filter((m) => m.to.includes(to));
    if (mails.length >= count) return mails.map((m) => ({ ...m, text: lf(m.text), html: lf(m.html) }));
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${to}, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The disclosure is in the consumer's language (and only in it), before the opt-out words. */
function expectDisclosed(body: string, lang: PreferredLanguage, footer: string) {
  expect(hasDisclosure(body, 'subsequent', lang), body).toBe(true);
  expect(hasDisclosure(body, 'subsequent', OTHER[lang]), body).toBe(false);
  const at = Math.max(body.indexOf(FULL(lang)), body.indexOf(SHORT(lang)));
  expect(at, body).toBeLessThan(body.indexOf(footer));
}

describe.each(['en', 'es'] as const)(
  'every message to a consumer who reads %s carries the disclosure',
  (lang) => {
    it('the four text templates and a free text, as the provider received them', async () => {
      const { account, phone } = await consumer(lang);
      const messages = [
        ...MESSAGE_TEMPLATES.map((template) =>
          fillSmsTemplate(template, templateAccount(account), t.deps.config.brand, TODAY, lang),
        ),
        lang === 'en' ? 'Please call us back today.' : 'Por favor, llámenos hoy.',
      ];
      for (const message of messages)
        await compose(account.id, { channel: 'sms', message, phone, language: lang });
      const texts = textsTo(phone);
      expect(texts).toHaveLength(5);
      for (const text of texts) {
        expectDisclosed(text, lang, OPT_OUT[lang]);
        // One opt-out line, at the end.
        expect(text.endsWith(OPT_OUT[lang])).toBe(true);
        expect(text.split(OPT_OUT[lang])).toHaveLength(2);
      }
      // The first text is the first communication: the full form; the later ones the short one.
      expect(texts[0]).toContain(FULL(lang));
      for (const text of texts.slice(1)) {
        expect(text).toContain(SHORT(lang));
        expect(text).not.toContain(FULL(lang));
      }
      // The free text through the send-sms door too.
      const res = await t.call('POST', `/api/debtors/${account.id}/send-sms`, 'staff', {
        message: 'OK',
        phoneNumber: phone,
      });
      expect(res.statusCode).toBe(200);
      expect(textsTo(phone).at(-1)).toBe(`OK ${SHORT(lang)} ${OPT_OUT[lang]}`);
    });

    it('the four e-mail templates and a free text, as the SMTP server received them', async () => {
      const { account, email } = await consumer(lang);
      const messages = [
        ...MESSAGE_TEMPLATES.map((template) =>
          fillEmailTemplate(template, templateAccount(account), t.deps.config.brand, TODAY, lang),
        ),
        { subject: 'Your account', body: lang === 'en' ? 'Please call us back.' : 'Por favor, llámenos.' },
      ];
      for (const [n, message] of messages.entries()) {
        await compose(account.id, {
          channel: 'email',
          subject: message.subject,
          message: message.body,
          language: lang,
        });
        await mailsTo(email, n + 1);
      }
      const mails = await mailsTo(email, 5);
      expect(mails.map((m) => m.subject)).toEqual(messages.map((m) => m.subject));
      for (const mail of mails) expectDisclosed(mail.text, lang, EMAIL_FOOTER[lang]);
      expect(mails[0].text).toContain(FULL(lang));
      for (const mail of mails.slice(1)) {
        expect(mail.text).toContain(SHORT(lang));
        expect(mail.text).not.toContain(FULL(lang));
      }
    });

    it('the plan reminder, the installment receipt and a payment receipt, as the SMTP server received them', async () => {
      const reminderTo = `reminder-${lang}@example.com`;
      const receiptTo = `installment-${lang}@example.com`;
      const reminded = await accountWithPlan(t, { firstDate: '2026-03-05', email: reminderTo });
      const charged = await accountWithPlan(t, { firstDate: TODAY, email: receiptTo });
      for (const { account } of [reminded, charged])
        await t.deps.db
          .update(debtAccounts)
          .set({ preferredLanguage: lang })
          .where(eq(debtAccounts.id, account.id));
      const run = await runOn(t, TODAY);
      expect(chargedFor(run, charged.plan.id)).toMatchObject([{ outcome: 'paid' }]);
      const [reminder] = await mailsTo(reminderTo, 1);
      const receipt = (await mailsTo(receiptTo, 1)).find((m) => m.attachments.length === 1);

      const { account, email } = await consumer(lang);
      await t.deps.db.insert(payments).values({
        debtAccountId: account.id,
        amount: '125.00',
        paymentDate: TODAY,
        paymentMethod: 'credit_card',
        status: 'approved',
        source: 'agent',
        transactionId: `R-${account.id}`,
        confirmationCode: `CONF-R-${account.id}`,
        cardBrand: 'Visa',
        cardLast4: '2224',
        balanceBefore: '1250.00',
        balanceAfter: '1125.00',
        processedAt: new Date(t.clock.now()),
      });
      const sent = await t.call('POST', `/api/debtors/${account.id}/send-payment-receipt`, 'staff', {
        amount: 125,
        transactionId: `R-${account.id}`,
        authorizationCode: 'AUTH77',
        paymentMethod: 'Visa',
        previousBalance: 1250,
        newBalance: 1125,
        paymentDate: TODAY,
        avsCheck: 'YYY',
        cvvCheck: 'M',
      });
      expect(sent.statusCode).toBe(200);
      const [paymentReceipt] = await mailsTo(email, 1);

      for (const mail of [reminder, receipt, paymentReceipt]) {
        expect(mail).toBeDefined();
        expectDisclosed(mail?.text ?? '', lang, EMAIL_FOOTER[lang]);
        // Each is the account's first communication here: the full form.
        expect(mail?.text).toContain(FULL(lang));
      }
    });
  },
);

describe('the first communication carries the full form, the next ones the short one', () => {
  it('a text first: the snapshot, the text and the e-mail after it', async () => {
    const { account, phone, email } = await consumer('en');
    const snapshot = async () =>
      (await t.call('GET', `/api/debtors/${account.id}`, 'staff')).json().compliance.disclosure;
    expect(await snapshot()).toBe('initial');
    await compose(account.id, { channel: 'sms', message: 'Please call us', phone });
    expect(textsTo(phone)).toEqual([`Please call us ${FULL('en')} ${OPT_OUT.en}`]);
    expect(await snapshot()).toBe('subsequent');

    await compose(account.id, { channel: 'sms', message: 'Please call us again', phone });
    expect(textsTo(phone)[1]).toBe(`Please call us again ${SHORT('en')} ${OPT_OUT.en}`);
    await compose(account.id, { channel: 'email', subject: 'Hello', message: 'Hello Jane.' });
    const [mail] = await mailsTo(email, 1);
    expect(mail.text.startsWith(`Hello Jane.\n\n${SHORT('en')}\n\n--\n`)).toBe(true);
    expect(mail.text).not.toContain(FULL('en'));
  });

  it('an e-mail first: the full form until the mail server took it, the short one after', async () => {
    const { account, email } = await consumer('es');
    await compose(account.id, { channel: 'email', subject: 'Hola', message: 'Hola, Jane.' });
    const [first] = await mailsTo(email, 1);
    expect(first.text.startsWith(`Hola, Jane.\n\n${FULL('es')}\n\n--\n`)).toBe(true);
    await compose(account.id, { channel: 'email', subject: 'Hola', message: 'Otra vez.' });
    const second = (await mailsTo(email, 2))[1];
    expect(second.text.startsWith(`Otra vez.\n\n${SHORT('es')}\n\n--\n`)).toBe(true);
  });

  it('a text that never left (refused by the rules) is no communication: the next one is still the first', async () => {
    const { account, phone } = await consumer('en');
    // A number the consumer never agreed to texts at: the guard refuses it, and the text is kept as refused.
    const refused = await t.call('POST', `/api/debtors/${account.id}/send-sms`, 'staff', {
      message: 'Hello',
      phoneNumber: '6095550299',
    });
    expect(refused.statusCode).toBe(409);
    await compose(account.id, { channel: 'sms', message: 'Hello', phone });
    expect(textsTo(phone)).toEqual([`Hello ${FULL('en')} ${OPT_OUT.en}`]);
  });

  it('the agent cannot leave it out: a message that already says it gets nothing twice', async () => {
    const { account, phone } = await consumer('en');
    await compose(account.id, { channel: 'sms', message: `Hi. ${FULL('en')}`, phone });
    expect(textsTo(phone)).toEqual([`Hi. ${FULL('en')} ${OPT_OUT.en}`]);
  });

  it('refuses a language the product does not write, and sends nothing', async () => {
    const { account, phone } = await consumer('en');
    const { payload, headers } = contactForm({ channel: 'sms', message: 'Hi', phone, language: 'fr' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/debtors/${account.id}/contact`,
      payload,
      headers: { ...headers, cookie: t.cookies.staff },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Language must be en (English) or es (Spanish)');
    expect(textsTo(phone)).toEqual([]);
  });
});

describe('operational mail (decision 0097)', () => {
  const forgot = (email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: ip });

  it("a staff member's password reset goes as written; a debtor's carries the full form, text and HTML", async () => {
    await createUser(t.deps.db, { username: 'disclose-staff', role: 'staff', email: 'ops@agency.example' });
    await createUser(t.deps.db, { username: 'disclose-debtor', role: 'debtor', email: 'person@example.com' });
    expect((await forgot('ops@agency.example', '198.51.100.71')).statusCode).toBe(200);
    expect((await forgot('person@example.com', '198.51.100.72')).statusCode).toBe(200);
    const [staff] = await mailsTo('ops@agency.example', 1);
    const [debtor] = await mailsTo('person@example.com', 1);
    expect(hasDisclosure(staff.text, 'subsequent', 'en')).toBe(false);
    expect(staff.html).not.toContain('debt collector');
    expect(debtor.text).toContain(FULL('en'));
    expect(debtor.html).toMatch(new RegExp(`<p>${FULL('en').replace(/\./g, '\\.')}</p>\\n</body>`));
  });
});
