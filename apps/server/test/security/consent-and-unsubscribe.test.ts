import { SMS_OPT_IN_CONFIRMATION } from '@arrears/domain';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactPreferences, smsOptIns } from '../../src/db/schema';
import { buildComplianceTestApp, type ComplianceTestApp } from '../kits/compliance/compliance-test-kit';
import { writeSweepEvidence } from './security-evidence';

/**
 * Consent sweep (decision 0032): what a mail scanner does to every link of real debtor e-mails opts
 * no one out, while the providers' one-click POST does; a number typed into the public opt-in form
 * is no consent to text it until the number confirms; guessing a confirmation code, one at a time
 * or in parallel bursts, gets no more than 5 tries judged per code and confirms nothing.
 */

const MAILS = 12;
const FORGED_OPT_INS = 12;
const GUESSED_CODES = 6;
const BURST = 30;

let t: ComplianceTestApp;
const tally = {
  scannerRequests: 0,
  optOutsAfterScanner: -1,
  oneClick: 0,
  optOutsAfterOneClick: 0,
  textsTried: 0,
  textsAllowed: 0,
  guesses: 0,
  judged: 0,
  confirmed: 0,
};

beforeAll(async () => {
  t = await buildComplianceTestApp({ PUBLIC_URL: 'https://arrears.example' });
});
afterAll(async () => {
  await t.close();
  writeSweepEvidence('consent-and-unsubscribe', 'unsubscribe links and text consent', [
    {
      area: `Every link of ${MAILS} real debtor e-mails opened as a scanner does (GET, HEAD, the link reader), twice`,
      cases: tally.scannerRequests,
      result: `${tally.optOutsAfterScanner} opt-outs recorded`,
    },
    {
      area: 'RFC 8058 one-click POST to the List-Unsubscribe URL of the same mails (no cookie, no Origin)',
      cases: tally.oneClick,
      result: `${tally.optOutsAfterOneClick} opt-outs, one per account`,
    },
    {
      area: 'Texts to numbers opted in on the public form by someone else (never confirmed)',
      cases: tally.textsTried,
      result: `${tally.textsAllowed} allowed: all refused by the consent rule (409 sms_consent)`,
    },
    {
      area: `Code guesses: ${GUESSED_CODES} codes, each a burst of ${BURST} parallel wrong guesses, then the right code`,
      cases: tally.guesses,
      result: `${tally.judged} judged (at most ${SMS_OPT_IN_CONFIRMATION.maxCodeAttempts} per code), ${tally.confirmed} confirmed`,
    },
  ]);
});

/** The mail that arrived for `address`. */
async function mailTo(address: string) {
  for (let n = 1; ; n++) {
    const found = (await t.smtp.waitForMails(n)).find((m) => m.to.includes(address));
    if (found) return found;
  }
}

const emailOptOuts = async () =>
  (
    await t.deps.db
      .select()
      .from(contactPreferences)
      .where(
        and(eq(contactPreferences.kind, 'opt_out_email'), like(contactPreferences.note, '%@sweep.example')),
      )
  ).length;

describe('unsubscribe links against mail scanners', () => {
  it('no GET or HEAD of any link opts anyone out; the one-click POST does, once per account', async () => {
    const links: { page: string; oneClick: string; token: string }[] = [];
    for (let i = 0; i < MAILS; i++) {
      const address = `scanned-${i}@sweep.example`;
      const a = await t.account({ emailAddress: address });
      expect((await t.email(a, `Message ${i}`)).statusCode).toBe(200);
      const mail = await mailTo(address);
      const page = /https:\/\/arrears\.example(\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1] as string;
      const oneClick = /^List-Unsubscribe: <https:\/\/arrears\.example(\/api\/unsubscribe\?[^>]+)>/m.exec(
        mail.raw,
      )?.[1] as string;
      expect(page && oneClick).toBeTruthy();
      links.push({ page, oneClick, token: new URL(page, 'https://x').searchParams.get('token') as string });
    }
    for (let round = 0; round < 2; round++) {
      for (const link of links) {
        for (const [method, url] of [
          ['GET', link.oneClick],
          ['HEAD', link.oneClick],
          ['GET', `/api/unsubscribe/link?token=${encodeURIComponent(link.token)}`],
          ['GET', link.page],
        ] as const) {
          const res = await t.app.inject({ method, url, headers: { 'user-agent': 'LinkScanner/2.0' } });
          expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
          tally.scannerRequests += 1;
        }
      }
    }
    tally.optOutsAfterScanner = await emailOptOuts();
    expect(tally.optOutsAfterScanner).toBe(0);

    for (const link of links) {
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: link.oneClick,
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(res.statusCode).toBe(200);
        tally.oneClick += 1;
      }
    }
    tally.optOutsAfterOneClick = await emailOptOuts();
    expect(tally.optOutsAfterOneClick).toBe(MAILS);
  });
});

describe('text consent from the public form', () => {
  it('a number typed in by someone else is no consent to text it', async () => {
    for (let i = 0; i < FORGED_OPT_INS; i++) {
      const phone = `60955503${String(i).padStart(2, '0')}`;
      const a = await t.account({ primaryPhone: phone });
      const optIn = await t.app.inject({
        method: 'POST',
        url: '/api/sms-opt-in/submit',
        payload: { fullName: 'Someone Else', phoneNumber: phone, consent: true },
        remoteAddress: `198.18.2.${i + 1}`,
      });
      expect(optIn.statusCode).toBe(200);
      const res = await t.text(a, 'Your payment is due.', phone);
      tally.textsTried += 1;
      if (res.statusCode === 200) tally.textsAllowed += 1;
      else expect(res.json()).toMatchObject({ allowed: false, rule: 'sms_consent' });
    }
    expect(tally.textsAllowed).toBe(0);
  });

  it('parallel bursts of code guesses: at most 5 judged per code, none confirmed', async () => {
    for (let i = 0; i < GUESSED_CODES; i++) {
      const phone = `60955504${String(i).padStart(2, '0')}`;
      const optIn = await t.app.inject({
        method: 'POST',
        url: '/api/sms-opt-in/submit',
        payload: { fullName: 'Guess Target', phoneNumber: phone, consent: true },
        remoteAddress: `198.18.3.${i + 1}`,
      });
      expect(optIn.statusCode).toBe(200);
      const code = /code (\d{6})/.exec(t.telephony.smsRequests.at(-1)?.body ?? '')?.[1] as string;
      const wrong = (k: number) => String((Number(code) + 1 + k) % 1_000_000).padStart(6, '0');
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, k) =>
          t.app.inject({
            method: 'POST',
            url: '/api/sms-opt-in/confirm',
            payload: { phoneNumber: phone, code: wrong(k) },
          }),
        ),
      );
      tally.guesses += BURST + 1;
      const right = await t.app.inject({
        method: 'POST',
        url: '/api/sms-opt-in/confirm',
        payload: { phoneNumber: phone, code },
      });
      expect(right.statusCode).toBe(410);
      expect(answers.every((res) => res.statusCode === 400 || res.statusCode === 410)).toBe(true);
      const [row] = await t.deps.db.select().from(smsOptIns).where(eq(smsOptIns.phoneNumber, phone));
      expect(row.codeAttempts).toBe(SMS_OPT_IN_CONFIRMATION.maxCodeAttempts);
      tally.judged += row.codeAttempts;
    }
    const confirmed = await t.deps.db
      .select()
      .from(smsOptIns)
      .where(and(like(smsOptIns.phoneNumber, '60955504%'), isNotNull(smsOptIns.confirmedAt)));
    tally.confirmed = confirmed.length;
    expect(tally.confirmed).toBe(0);
  });
});
