import type { LightMyRequestResponse } from 'fastify';
import type { DebtAccountRow } from '../../../src/db/schema';
import type { TestApp } from '../../build-test-app';
import { type AccountFixture, insertAccounts } from '../accounts/account-fixtures';

export type Variant = 'quick' | 'dispute';
const PREFIX: Record<Variant, string> = { quick: '/api/quick-access', dispute: '/api/dispute-quick-access' };

/** Robert Smith of the demo data, as a test fixture. */
export const ROBERT = {
  ssn: '555443333',
  last4: '3333',
  birthDate: '1990-07-21',
  address: '9 Pine Court, Philadelphia, PA 19103',
} as const;

export function robertAccounts(overrides: Partial<AccountFixture> = {}): AccountFixture {
  return {
    firstName: 'Robert',
    lastName: 'Smith',
    fullName: 'Robert Smith',
    ssn: ROBERT.ssn,
    birthDate: ROBERT.birthDate,
    address1: '9 Pine Court',
    city: 'Philadelphia',
    state: 'PA',
    zipCode: '19103',
    ...overrides,
  };
}

export async function insertIdentityAccounts(
  t: TestApp,
  fixtures: AccountFixture[],
): Promise<DebtAccountRow[]> {
  return insertAccounts(t.deps.db, t.deps.encryption, fixtures);
}

export interface VerifyAnswer {
  verificationToken: string;
  addressOptions: string[];
}

/** Step one from an IP address (every inject comes from 127.0.0.1 unless told). */
export function verifyIdentity(
  t: TestApp,
  body: Record<string, unknown>,
  options: { variant?: Variant; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `${PREFIX[options.variant ?? 'quick']}-verify`,
    payload: body,
    remoteAddress: options.ip,
  });
}

export function completeIdentity(
  t: TestApp,
  body: Record<string, unknown>,
  options: { variant?: Variant; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: PREFIX[options.variant ?? 'quick'],
    payload: body,
    remoteAddress: options.ip,
  });
}

/** Step one for this SSN last 4 and birth date; fails the test when it is not a 200. */
export async function startCheck(
  t: TestApp,
  last4: string,
  dateOfBirth: string,
  options: { variant?: Variant; ip?: string } = {},
): Promise<VerifyAnswer> {
  const res = await verifyIdentity(t, { ssnLast4: last4, dateOfBirth }, options);
  if (res.statusCode !== 200) throw new Error(`verify answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** A wrong pick: any offered address but the true one. */
export function wrongOption(answer: VerifyAnswer, truth: string): string {
  const wrong = answer.addressOptions.find((option) => option !== truth);
  if (!wrong) throw new Error('no wrong option offered');
  return wrong;
}

/** The Cookie header of the session a sign-in answer set. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'arrears_sid');
  if (!cookie) throw new Error('no session cookie');
  return `arrears_sid=${cookie.value}`;
}
