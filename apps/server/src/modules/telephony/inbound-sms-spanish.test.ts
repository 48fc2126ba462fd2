import { smsConsentTextEs } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import {
  FakeTwilioApi,
  TEST_ACCOUNT_SID,
  TEST_AUTH_TOKEN,
  TEST_FROM_NUMBER,
} from '../../../test/kits/telephony/fake-twilio-api';
import { buildTwilioTestApp, type TelephonyTestApp } from '../../../test/kits/telephony/telephony-test-kit';
import { smsOptIns, smsOptOuts } from '../../db/schema';
import { inboundSmsReplies } from './inbound-sms.service';

const PUBLIC_URL = 'https://arrears.example';
const SMS = '/api/webhooks/twilio/sms';
const api = new FakeTwilioApi();
let t: TelephonyTestApp;

beforeAll(async () => {
  await api.start();
  t = await buildTwilioTestApp(api, PUBLIC_URL);
  // A consumer whose account reads Spanish, at a number of its own.
  await insertAccount(t.deps.db, t.deps.encryption, { primaryPhone: '3055550177', preferredLanguage: 'es' });
});
afterAll(async () => {
  await t.close();
  await api.stop();
});

let sid = 0;
function inbound(from: string, body: string) {
  sid += 1;
  const params = {
    MessageSid: `SMes${sid}`,
    AccountSid: TEST_ACCOUNT_SID,
    From: from,
    To: TEST_FROM_NUMBER,
    Body: body,
    SmsStatus: 'received',
  };
  return t.app.inject({
    method: 'POST',
    url: SMS,
    payload: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(TEST_AUTH_TOKEN, PUBLIC_URL + SMS, params),
    },
  });
}
const replyTo = async (from: string, body: string) =>
  /<Message>([\s\S]*)<\/Message>/.exec((await inbound(from, body)).body)?.[1] ?? null;
const optedOut = async (phone: string) =>
  (await t.deps.db.select().from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phone))).length === 1;

describe('inbound texts in Spanish', () => {
  const en = () => inboundSmsReplies(t.deps.config.brand, 'en');
  const es = () => inboundSmsReplies(t.deps.config.brand, 'es');

  it('writes the Spanish replies in Spanish, with the company, phone and hours', () => {
    const { companyName, phone } = t.deps.config.brand;
    expect(es().stop).toBe(
      `${companyName}: Usted canceló su suscripción y no recibirá más mensajes de texto de nosotros. Responda START para volver a suscribirse.`,
    );
    expect(es().help).toBe(
      `${companyName}: Para recibir ayuda con su cuenta, llame al ${phone}, de lunes a viernes, de 8 a. m. a 6 p. m. (hora del Este). Responda ALTO para cancelar.`,
    );
    expect(inboundSmsReplies(t.deps.config.brand)).toEqual(en());
  });

  it.each(['ALTO', 'alto', 'Parar.', ' CANCELAR ', '¡Alto!'])(
    '%j opts an English account out and answers in Spanish; START answers in the account’s English',
    async (word) => {
      expect(await replyTo('+16095550155', word)).toBe(es().stop);
      expect(await optedOut('6095550155')).toBe(true);
      expect(await replyTo('+16095550155', 'START')).toBe(en().start);
      expect(await optedOut('6095550155')).toBe(false);
    },
  );

  it('AYUDA answers in Spanish; HELP from an English account stays English', async () => {
    expect(await replyTo('+16095550155', 'ayuda')).toBe(es().help);
    expect(await replyTo('+16095550155', 'HELP')).toBe(en().help);
    expect(await optedOut('6095550155')).toBe(false);
  });

  it('answers STOP, START and HELP in Spanish to a number whose account reads Spanish', async () => {
    expect(await replyTo('+13055550177', 'STOP')).toBe(es().stop);
    expect(await optedOut('3055550177')).toBe(true);
    expect(await replyTo('+13055550177', 'START')).toBe(es().start);
    expect(await optedOut('3055550177')).toBe(false);
    expect(await replyTo('+13055550177', 'HELP')).toBe(es().help);
    expect(await replyTo('+13055550177', 'AYUDA')).toBe(es().help);
  });

  it('a message that is no keyword gets no reply in either language', async () => {
    expect(await replyTo('+13055550177', 'Alto el cobro por favor')).toBeNull();
  });

  it('texts the opt-in code in Spanish from a Spanish page; SÍ confirms it and is answered in Spanish', async () => {
    let n = 0;
    api.reply = (req) => ({
      status: 201,
      body: { sid: `SMsi${++n}`, status: 'queued', to: req.form.get('To') },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms-opt-in/submit',
      payload: { fullName: 'Rosa Díaz', phoneNumber: '2155550191', consent: true },
      headers: { cookie: 'arrears_lang=es' },
      remoteAddress: '198.18.9.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body =
      api.seen
        .filter((r) => r.path.endsWith('/Messages.json'))
        .at(-1)
        ?.form.get('Body') ?? '';
    expect(body).toMatch(
      new RegExp(
        `^${t.deps.config.brand.companyName}: Responda SÍ para confirmar que desea recibir nuestros mensajes de texto sobre su cuenta, o escriba el código \\d{6} en nuestro sitio web`,
      ),
    );
    expect(body).toContain('Responda ALTO para cancelar o AYUDA para obtener ayuda.');
    api.reply = null;

    expect(await replyTo('+12155550191', 'Sí')).toBe(es().confirmed);
    const [row] = await t.deps.db.select().from(smsOptIns).where(eq(smsOptIns.phoneNumber, '2155550191'));
    expect(row).toMatchObject({ confirmedBy: 'sms_reply' });
    // The record keeps the words the person ticked: the Spanish ones.
    expect(row.consentText).toBe(smsConsentTextEs(t.deps.config.brand.companyName));
  });
});
