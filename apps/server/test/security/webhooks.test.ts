import { createHmac } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calls,
  contactEvents,
  contactPreferences,
  securityEvents,
  smsMessages,
  smsOptOuts,
} from '../../src/db/schema';
import { ROUTE_ACCESS } from '../../src/route-access';
import {
  FakeTwilioApi,
  TEST_ACCOUNT_SID,
  TEST_AUTH_TOKEN,
  TEST_FROM_NUMBER,
} from '../kits/telephony/fake-twilio-api';
import { buildTwilioTestApp, type TelephonyTestApp } from '../kits/telephony/telephony-test-kit';
import { writeSweepEvidence } from './security-evidence';

/**
 * Webhook sweep: every provider webhook in the route table, with TELEPHONY=twilio, refuses an
 * unsigned, wrongly signed, re-targeted or tampered request with 403 and changes nothing (no STOP
 * opt-out, no call status, no stored text), and accepts Twilio's real signature. The signature is
 * computed here from Twilio's documented algorithm (base64 HMAC-SHA1, keyed with the auth token, of
 * the full URL followed by every POST parameter's name and value, sorted by name), not with the
 * library the server uses, so a mistake shared by both would still show.
 */

const PUBLIC_URL = 'https://arrears.example';
const WEBHOOKS = Object.keys(ROUTE_ACCESS)
  .filter((key) => key.includes('/api/webhooks/'))
  .map((key) => key.split(' ')[1]);

function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, name) => acc + name + params[name], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

const api = new FakeTwilioApi();
let t: TelephonyTestApp;
let callSid = '';
const tally = { refused: 0, accepted: 0 };

beforeAll(async () => {
  await api.start();
  t = await buildTwilioTestApp(api, PUBLIC_URL);
  await t.consentToTexts(t.account.id, '2155550123');
  api.reply = () => ({ status: 201, body: { sid: `CA${'5'.repeat(32)}`, status: 'queued' } });
  const dialled = await t.post(`/api/debtors/${t.account.id}/initiate-call`, { phoneNumber: '2155550123' });
  api.reply = null;
  expect(dialled.statusCode, dialled.body).toBe(200);
  callSid = dialled.json().callSid;
});
afterAll(async () => {
  if (tally.refused) {
    writeSweepEvidence('webhooks', 'Twilio webhooks', [
      {
        area: `Webhook routes from the table (${WEBHOOKS.join(', ')}), bad signatures`,
        cases: tally.refused,
        result: '403, a webhook_signature_invalid event each, nothing changed (no opt-out, call, text)',
      },
      {
        area: 'Same routes, signature computed per Twilio’s algorithm',
        cases: tally.accepted,
        result: 'accepted (200): STOP recorded, call status moved',
      },
    ]);
  }
  await t?.close();
  await api.stop();
});

/** A request as Twilio would send it, to `path`, with the given signature header (null: none). */
function post(path: string, params: Record<string, string>, signature: string | null) {
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
  });
}

/** What a webhook may change: opt-outs, preferences, texts, calls, the timeline. */
async function state() {
  const db = t.deps.db;
  const n = async (
    table: typeof smsOptOuts | typeof contactPreferences | typeof smsMessages | typeof contactEvents,
  ) => (await db.select({ n: count() }).from(table))[0].n;
  return JSON.stringify({
    optOuts: await n(smsOptOuts),
    preferences: await n(contactPreferences),
    texts: await n(smsMessages),
    timeline: await n(contactEvents),
    calls: await db.select().from(calls).orderBy(calls.id),
  });
}

/** The form each webhook gets: a STOP from the account's phone, or the dialled call completing. */
function formFor(path: string): Record<string, string> {
  if (path.endsWith('/sms')) {
    return {
      MessageSid: `SM${'7'.repeat(32)}`,
      AccountSid: TEST_ACCOUNT_SID,
      From: '+12155550123',
      To: TEST_FROM_NUMBER,
      Body: 'STOP',
      SmsStatus: 'received',
    };
  }
  return { CallSid: callSid, AccountSid: TEST_ACCOUNT_SID, CallStatus: 'completed', CallDuration: '42' };
}

describe.each(WEBHOOKS)('%s', (path) => {
  const url = PUBLIC_URL + path;
  const BAD: Record<string, (form: Record<string, string>) => [Record<string, string>, string | null]> = {
    'no signature': (form) => [form, null],
    'an empty signature': (form) => [form, ''],
    garbage: (form) => [form, 'bm90IGEgc2lnbmF0dXJl'],
    'signed with another auth token': (form) => [form, twilioSignature('another-token', url, form)],
    'signed for another URL (http)': (form) => [
      form,
      twilioSignature(TEST_AUTH_TOKEN, url.replace('https:', 'http:'), form),
    ],
    'signed for another path': (form) => [
      form,
      twilioSignature(TEST_AUTH_TOKEN, `${PUBLIC_URL}/api/other`, form),
    ],
    'a parameter changed after signing': (form) => {
      const signed = twilioSignature(TEST_AUTH_TOKEN, url, { ...form, Body: 'hello', CallStatus: 'busy' });
      return [form, signed];
    },
    'a parameter added after signing': (form) => [
      { ...form, Extra: 'injected' },
      twilioSignature(TEST_AUTH_TOKEN, url, form),
    ],
    'a signature of another request replayed': (form) => [
      form,
      twilioSignature(TEST_AUTH_TOKEN, url, { ...form, MessageSid: 'SM-other', CallSid: 'CA-other' }),
    ],
  };

  it.each(Object.keys(BAD))('refuses %s with 403, records it and changes nothing', async (kind) => {
    const [form, signature] = BAD[kind](formFor(path));
    const before = await state();
    const events = async () =>
      (
        await t.deps.db
          .select({ n: count() })
          .from(securityEvents)
          .where(eq(securityEvents.eventType, 'webhook_signature_invalid'))
      )[0].n;
    const eventsBefore = await events();
    const res = await post(path, form, signature);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ message: 'Invalid webhook signature' });
    expect(await state()).toBe(before);
    expect(await events()).toBe(eventsBefore + 1);
    tally.refused += 1;
  });

  it('accepts the signature computed per Twilio’s algorithm, and acts on it', async () => {
    const form = formFor(path);
    const res = await post(path, form, twilioSignature(TEST_AUTH_TOKEN, url, form));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    if (path.endsWith('/sms')) {
      const optOuts = await t.deps.db
        .select()
        .from(smsOptOuts)
        .where(eq(smsOptOuts.phoneNumber, '2155550123'));
      expect(optOuts).toHaveLength(1);
    } else if (path.endsWith('/call-status')) {
      const [call] = await t.deps.db.select().from(calls).where(eq(calls.callSid, callSid));
      expect(call).toMatchObject({ status: 'completed', durationSeconds: 42 });
    } else {
      // The bridge's webhooks (decision 0123) answer TwiML; without our call's id in the URL they
      // find no call and change nothing.
      expect(res.body).toMatch(/^<\?xml[^>]*\?><Response/);
    }
    tally.accepted += 1;
  });
});

it('the table has the Twilio webhooks (the sweep above is derived from it)', () => {
  expect(WEBHOOKS.sort()).toEqual([
    '/api/webhooks/twilio/amd',
    '/api/webhooks/twilio/bridge',
    '/api/webhooks/twilio/bridge/announce',
    '/api/webhooks/twilio/bridge/dial-end',
    '/api/webhooks/twilio/call-status',
    '/api/webhooks/twilio/recording',
    '/api/webhooks/twilio/sms',
  ]);
});
