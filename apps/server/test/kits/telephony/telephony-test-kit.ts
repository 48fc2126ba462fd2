import type { Role } from '@arrears/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import twilio from 'twilio';
import { calls, contactEvents, type DebtAccountRow, type UserRow } from '../../../src/db/schema';
import { TwilioTelephony } from '../../../src/providers/telephony/twilio-telephony';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../build-test-app';
import { createUser, signIn } from '../../factories';
import { insertAccount } from '../accounts/account-fixtures';
import { type FakeTwilioApi, TEST_ACCOUNT_SID, TEST_AUTH_TOKEN, TEST_FROM_NUMBER } from './fake-twilio-api';

let sequence = 0;

/**
 * The kit's account: the consumer lives in Philadelphia (one time zone, US Eastern), so the test
 * clock's 10:00 AM Eastern is within calling hours (decision 0024) whatever number is dialled.
 */
export const DANA_CALLER = {
  fullName: 'Dana Caller',
  primaryPhone: '(215) 555-0123',
  workPhone: '2155550124',
  state: 'PA',
  zipCode: '19103',
};

export interface TelephonyTestApp extends TestApp {
  cookies: Record<Role, string>;
  users: Record<Role, UserRow>;
  /** An account with a primary phone (2155550123) and a work phone. */
  account: DebtAccountRow;
  otherAccount: DebtAccountRow;
  post(url: string, payload: object, role?: Role | null): Promise<LightMyRequestResponse>;
  get(url: string, role?: Role | null): Promise<LightMyRequestResponse>;
  /** The account's contact timeline, newest first. */
  timeline(debtAccountId: number): Promise<(typeof contactEvents.$inferSelect)[]>;
  /** An agent records the consumer's consent to texts at `phone` (decision 0024: texts need consent). */
  consentToTexts(debtAccountId: number, phone: string): Promise<void>;
  /**
   * Saves an outcome (no_answer) for every call of the kit's users that has none, as each agent would
   * in the workspace: the server places no new call until the last one's outcome is saved (decision 0123).
   */
  settleCalls(): Promise<void>;
  /** New sessions for every role (after the clock moved past the sessions' lifetime). */
  signInAgain(): Promise<void>;
}

/**
 * Posts a form as Twilio does, signed with the test auth token for publicUrl + pathAndQuery unless
 * a signature (or null: none) is given.
 */
export function postTwilioWebhook(
  app: TestApp['app'],
  publicUrl: string,
  pathAndQuery: string,
  params: Record<string, string>,
  signature?: string | null,
) {
  const sig =
    signature === undefined
      ? twilio.getExpectedTwilioSignature(TEST_AUTH_TOKEN, publicUrl + pathAndQuery, params)
      : signature;
  return app.inject({
    method: 'POST',
    url: pathAndQuery,
    payload: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(sig === null ? {} : { 'x-twilio-signature': sig }),
    },
  });
}

/** A test app with one signed-in user per role and two accounts. role null: signed out. */
export async function buildTelephonyTestApp(options: TestAppOptions = {}): Promise<TelephonyTestApp> {
  const t = await buildTestApp(options);
  sequence += 1;
  const cookies = {} as Record<Role, string>;
  const users = {} as Record<Role, UserRow>;
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const) {
    const username = `tel${sequence}-${role}`;
    users[role] = await createUser(t.deps.db, { username, role });
    cookies[role] = await signIn(t.app, username);
  }
  const account = await insertAccount(t.deps.db, t.deps.encryption, DANA_CALLER);
  const otherAccount = await insertAccount(t.deps.db, t.deps.encryption, {
    primaryPhone: '6095550155',
    state: 'NJ',
    zipCode: '08601',
  });
  const headers = (role: Role | null) => (role ? { cookie: cookies[role] } : {});
  return {
    ...t,
    cookies,
    users,
    account,
    otherAccount,
    post: (url, payload, role = 'staff') =>
      t.app.inject({ method: 'POST', url, payload, headers: headers(role) }),
    get: (url, role = 'staff') => t.app.inject({ method: 'GET', url, headers: headers(role) }),
    timeline: (debtAccountId) =>
      t.deps.db
        .select()
        .from(contactEvents)
        .where(eq(contactEvents.debtAccountId, debtAccountId))
        .orderBy(desc(contactEvents.id)),
    consentToTexts: async (debtAccountId, phone) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/debtors/${debtAccountId}/compliance/preferences`,
        payload: { kind: 'sms_consent', phone, note: 'Consent given on the phone' },
        headers: headers('staff'),
      });
      if (res.statusCode !== 200) throw new Error(`recording consent failed: ${res.body}`);
    },
    signInAgain: async () => {
      for (const role of Object.keys(users) as Role[])
        cookies[role] = await signIn(t.app, users[role].username);
    },
    settleCalls: async () => {
      for (const role of ['admin', 'staff', 'collector'] as const) {
        const open = await t.deps.db
          .select()
          .from(calls)
          .where(and(eq(calls.userId, users[role].id), isNull(calls.disposition)));
        for (const call of open) {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/debtors/${call.debtAccountId}/save-disposition`,
            payload: { callSid: call.callSid, disposition: 'no_answer' },
            headers: headers(role),
          });
          if (res.statusCode !== 200) throw new Error(`saving an outcome failed: ${res.body}`);
        }
      }
    },
  };
}

/**
 * The kit with TELEPHONY=twilio: the real Twilio client pointed at `api` (a local stand-in for
 * Twilio's REST API) and the test credentials, so webhooks are checked against TEST_AUTH_TOKEN.
 */
export async function buildTwilioTestApp(
  api: FakeTwilioApi,
  publicUrl: string,
  env: Record<string, string> = {},
): Promise<TelephonyTestApp> {
  return buildTelephonyTestApp({
    env: {
      ...env,
      PUBLIC_URL: publicUrl,
      TELEPHONY: 'twilio',
      TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
      TWILIO_FROM_NUMBER: TEST_FROM_NUMBER,
    },
    telephony: new TwilioTelephony({
      accountSid: TEST_ACCOUNT_SID,
      authToken: TEST_AUTH_TOKEN,
      fromNumber: TEST_FROM_NUMBER,
      apiBaseUrl: api.baseUrl,
    }),
  });
}
