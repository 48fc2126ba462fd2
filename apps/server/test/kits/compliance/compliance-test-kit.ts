import { randomUUID } from 'node:crypto';
import type { Role } from '@arrears/domain';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { contactAttempts, type DebtAccountRow, mailOutbox, type UserRow } from '../../../src/db/schema';
import { SimulatorTelephony } from '../../../src/providers/telephony/simulator-telephony';
import type { SendSmsRequest, StartCallRequest } from '../../../src/providers/telephony/telephony-provider';
import { buildTestApp, type TestApp } from '../../build-test-app';
import { createUser, signIn } from '../../factories';
import { type AccountFixture, insertAccount } from '../accounts/account-fixtures';
import { contactForm } from '../contact-center/contact-center-test-kit';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server';

/** The simulator, counting what reached the provider: a blocked contact must leave these at 0. */
export class CountingTelephony extends SimulatorTelephony {
  readonly callRequests: StartCallRequest[] = [];
  readonly smsRequests: SendSmsRequest[] = [];
  override async startCall(request: StartCallRequest) {
    this.callRequests.push(request);
    return super.startCall(request);
  }
  override async sendSms(request: SendSmsRequest) {
    this.smsRequests.push(request);
    return super.sendSms(request);
  }
}

let phoneSequence = 0;

/** A consumer in Trenton, NJ (US Eastern only): the test clock's Monday 10:00 AM is within hours. */
export const TRENTON: AccountFixture = {
  firstName: 'Maria',
  lastName: 'Garcia',
  fullName: 'Maria Garcia',
  primaryPhone: '6095550144',
  emailAddress: 'maria.garcia@example.com',
  state: 'NJ',
  zipCode: '08608',
  unpaidBalance: '4875.00',
};

export interface ComplianceTestApp extends TestApp {
  smtp: TestSmtpServer;
  telephony: CountingTelephony;
  users: Record<Role, UserRow>;
  cookies: Record<Role, string>;
  account(fixture?: AccountFixture): Promise<DebtAccountRow>;
  /** Signs everyone in again (after the clock moved past the session's idle timeout). */
  signInAgain(): Promise<void>;
  request(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    role: Role | null,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** Calls, texts (to the primary phone unless told) and e-mails the account as the staff agent. */
  dial(account: DebtAccountRow, phoneNumber?: string): Promise<LightMyRequestResponse>;
  text(account: DebtAccountRow, message?: string, phoneNumber?: string): Promise<LightMyRequestResponse>;
  email(account: DebtAccountRow, message?: string): Promise<LightMyRequestResponse>;
  attempts(accountId: number): Promise<(typeof contactAttempts.$inferSelect)[]>;
  /** The admin lists the states where the agency is licensed (decision 0106): accounts there may be contacted. */
  licenseStates(states: string[]): Promise<void>;
  outboxSize(): Promise<number>;
}

export async function buildComplianceTestApp(env: Record<string, string> = {}): Promise<ComplianceTestApp> {
  const smtp = await startTestSmtpServer();
  let now: () => number = () => Date.now();
  const telephony = new CountingTelephony(() => now());
  const t = await buildTestApp({ env: { SMTP_URL: smtp.url, ...env }, telephony });
  now = t.clock.now;
  const users = {} as Record<Role, UserRow>;
  const cookies = {} as Record<Role, string>;
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const) {
    users[role] = await createUser(t.deps.db, {
      role,
      username: `${role}-${randomUUID().slice(0, 8)}`,
      firstName: role === 'staff' ? 'Sam' : 'Test',
    });
  }
  const signInAgain = async () => {
    for (const role of Object.keys(users) as Role[])
      cookies[role] = await signIn(t.app, users[role].username);
  };
  await signInAgain();
  const request: ComplianceTestApp['request'] = (method, url, role, payload) =>
    t.app.inject({ method, url, payload, headers: role ? { cookie: cookies[role] } : {} });
  return {
    ...t,
    smtp,
    telephony,
    users,
    cookies,
    signInAgain,
    request,
    // Each account its own number: a do_not_call on one number must not leak into other tests.
    account: (fixture = {}) =>
      insertAccount(t.deps.db, t.deps.encryption, {
        ...TRENTON,
        primaryPhone: `60955${String(++phoneSequence).padStart(5, '0')}`,
        ...fixture,
      }),
    dial: (a, phoneNumber = a.primaryPhone ?? '') =>
      request('POST', `/api/debtors/${a.id}/initiate-call`, 'staff', { phoneNumber }),
    text: (a, message = 'Please call us back.', phoneNumber = a.primaryPhone ?? '') =>
      request('POST', `/api/debtors/${a.id}/send-sms`, 'staff', { message, phoneNumber }),
    email: (a, message = 'Please call us about your account.') => {
      const { payload, headers } = contactForm({ channel: 'email', subject: 'Your account', message });
      return t.app.inject({
        method: 'POST',
        url: `/api/debtors/${a.id}/contact`,
        payload,
        headers: { ...headers, cookie: cookies.staff },
      });
    },
    attempts: (id) =>
      t.deps.db
        .select()
        .from(contactAttempts)
        .where(eq(contactAttempts.debtAccountId, id))
        .orderBy(asc(contactAttempts.id)),
    licenseStates: async (licensedStates) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/compliance/settings',
        payload: { licensedStates },
        headers: { cookie: cookies.admin },
      });
      if (res.statusCode !== 200) throw new Error(`licensed states answered ${res.statusCode}: ${res.body}`);
    },
    outboxSize: async () => (await t.deps.db.select({ id: mailOutbox.id }).from(mailOutbox)).length,
    close: async () => {
      await t.close();
      await smtp.stop();
    },
  };
}

/** A contact attempt row written straight to the table (the rollup tests), at an ISO instant. */
export const attemptRow = (debtAccountId: number, channel: string, allowed: boolean, at: string) => ({
  debtAccountId,
  channel,
  target: 'x',
  allowed,
  rule: allowed ? null : 'call_frequency',
  message: null,
  evaluation: {},
  createdAt: new Date(at),
});
