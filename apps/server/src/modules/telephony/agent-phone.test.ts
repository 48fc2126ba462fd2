import { createHmac } from 'node:crypto';
import { PHONE_LINE_MESSAGE, VOICE_MESSAGES } from '@arrears/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeTwilioApi, TEST_ACCOUNT_SID } from '../../../test/kits/telephony/fake-twilio-api';
import {
  buildTelephonyTestApp,
  buildTwilioTestApp,
  type TelephonyTestApp,
} from '../../../test/kits/telephony/telephony-test-kit';
import { securityEvents, users } from '../../db/schema';

/** The agent's phone line (set by an admin), GET /api/telephony/agent and the browser phone's token. */
const API_KEY_SID = `SK${'1'.repeat(32)}`;
const API_KEY_SECRET = 'api-key-secret-0123456789abcdef';
const TWIML_APP_SID = `AP${'2'.repeat(32)}`;

const base64url = (buf: Buffer) =>
  buf.toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** Checks an HS256 JWT's signature with `secret` (as Twilio does) and answers its header and claims. */
function verifyJwt(token: string, secret: string) {
  const [header, payload, signature] = token.split('.');
  const expected = base64url(createHmac('sha256', secret).update(`${header}.${payload}`).digest());
  if (expected !== signature) throw new Error('bad signature');
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  return { header: decode(header), claims: decode(payload) };
}

describe('on Twilio with a voice grant', () => {
  const api = new FakeTwilioApi();
  let t: TelephonyTestApp;
  beforeAll(async () => {
    await api.start();
    t = await buildTwilioTestApp(api, 'https://arrears.example', {
      TWILIO_API_KEY_SID: API_KEY_SID,
      TWILIO_API_KEY_SECRET: API_KEY_SECRET,
      TWILIO_TWIML_APP_SID: TWIML_APP_SID,
    });
  });
  afterAll(async () => {
    await t.close();
    await api.stop();
  });
  const patch = (id: number, payload: object, role: 'admin' | 'staff' = 'admin') =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      payload,
      headers: { cookie: t.cookies[role] },
    });

  it('GET /api/telephony/token: a JWT signed with the API key secret, a Voice grant for the TwiML app with incoming allowed, identity agent-{id}, one hour', async () => {
    for (const role of ['admin', 'staff', 'collector'] as const) {
      const res = await t.get('/api/telephony/token', role);
      expect(res.statusCode, res.body).toBe(200);
      const { token, identity } = res.json();
      expect(identity).toBe(`agent-${t.users[role].id}`);
      const { header, claims } = verifyJwt(token, API_KEY_SECRET);
      expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT', cty: 'twilio-fpa;v=1' });
      expect(claims).toMatchObject({ iss: API_KEY_SID, sub: TEST_ACCOUNT_SID });
      expect(claims.grants).toEqual({
        identity,
        voice: { incoming: { allow: true }, outgoing: { application_sid: TWIML_APP_SID } },
      });
      expect(claims.exp - claims.iat).toBe(3600);
      expect(() => verifyJwt(token, 'another secret')).toThrow();
    }
    expect((await t.get('/api/telephony/token', 'debtor')).statusCode).toBe(403);
    expect((await t.get('/api/telephony/token', null)).statusCode).toBe(401);
  });

  it('PATCH /api/admin/users/{id} sets the phone line (admin only, recorded); GET /api/telephony/agent reads it', async () => {
    const staff = t.users.staff;
    expect((await t.get('/api/telephony/agent')).json()).toEqual({
      phoneLine: 'browser',
      provider: 'twilio',
      browserPhone: true,
    });
    const set = await patch(staff.id, { phoneLine: ' +12155550999 ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().user).toMatchObject({ id: staff.id, phoneLine: '+12155550999' });
    expect((await t.get('/api/telephony/agent')).json()).toEqual({
      phoneLine: '+12155550999',
      provider: 'twilio',
      browserPhone: false,
    });
    const [event] = await t.deps.db
      .select()
      .from(securityEvents)
      .where(
        and(eq(securityEvents.eventType, 'phone_line_changed'), eq(securityEvents.userId, t.users.admin.id)),
      )
      .orderBy(desc(securityEvents.id))
      .limit(1);
    expect(event.details).toMatchObject({ targetUserId: staff.id, from: 'browser', to: '+12155550999' });
    const listed = (await t.get('/api/admin/users', 'admin'))
      .json()
      .users.find((u: { id: number }) => u.id === staff.id);
    expect(listed.phoneLine).toBe('+12155550999');

    expect((await patch(staff.id, { phoneLine: 'sip:sam@pbx.example.com' })).json().user.phoneLine).toBe(
      'sip:sam@pbx.example.com',
    );
    for (const bad of ['2155550999', 'sip:nobody', 'phone', '']) {
      const res = await patch(staff.id, { phoneLine: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PHONE_LINE_MESSAGE);
    }
    expect((await patch(staff.id, { phoneLine: 'browser' }, 'staff')).statusCode).toBe(403);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, staff.id));
    expect(row.phoneLine).toBe('sip:sam@pbx.example.com');
    await patch(staff.id, { phoneLine: 'browser' });
  });
});

describe('on the simulator (npm start)', () => {
  let t: TelephonyTestApp;
  beforeAll(async () => {
    t = await buildTelephonyTestApp();
  });
  afterAll(async () => t.close());

  it('no voice grant: the token is 404 with why; the agent reads the simulator without a browser phone', async () => {
    const res = await t.get('/api/telephony/token');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: VOICE_MESSAGES.noVoiceGrant });
    expect((await t.get('/api/telephony/agent', 'collector')).json()).toEqual({
      phoneLine: 'browser',
      provider: 'simulator',
      browserPhone: false,
    });
  });
});
