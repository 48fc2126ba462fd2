import { CHAT_SESSION_COOKIE } from '@arrears/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { DebtAccountRow } from '../../../src/db/schema';
import type { TestApp } from '../../build-test-app';
import { type AccountFixture, insertAccounts } from '../accounts/account-fixtures';

let sequence = 0;

export interface ChatDebtor {
  last4: string;
  dob: string;
  /** The address as the options spell it. */
  address: string;
  accounts: DebtAccountRow[];
}

/**
 * A debtor of their own (a new SSN last 4 and birth date each call, so the identity throttle of one
 * test never touches another) with one account per fixture, all at the same address.
 */
export async function newChatDebtor(t: TestApp, fixtures: AccountFixture[] = [{}]): Promise<ChatDebtor> {
  sequence += 1;
  const last4 = String(1000 + ((sequence * 7919) % 9000));
  const dob = new Date(Date.UTC(1960, 0, 1) + sequence * 86_400_000 * 3).toISOString().slice(0, 10);
  const street = `${100 + sequence} Juniper Road`;
  const accounts = await insertAccounts(
    t.deps.db,
    t.deps.encryption,
    fixtures.map((f) => ({
      firstName: 'Ana',
      lastName: `Tester${sequence}`,
      fullName: `Ana Tester${sequence}`,
      ssn: `55566${last4}`,
      birthDate: dob,
      address1: street,
      city: 'Camden',
      state: 'NJ',
      zipCode: '08102',
      ...f,
    })),
  );
  return { last4, dob, address: `${street}, Camden, NJ 08102`, accounts };
}

/** Every test uses its own IP address, so the per-IP limits of one do not touch another. */
let ipSequence = 0;
export function newIp(): string {
  ipSequence += 1;
  return `10.8.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}

export function chatVerify(t: TestApp, body: Record<string, unknown>, ip: string) {
  return t.app.inject({ method: 'POST', url: '/api/chat/verify', payload: body, remoteAddress: ip });
}

export function chatVerifyAddress(t: TestApp, body: Record<string, unknown>, ip: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/chat/verify-address',
    payload: body,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
}

/** Step one for this debtor; fails the test unless 200. */
export async function startChatCheck(
  t: TestApp,
  who: { last4: string; dob: string },
  ip: string,
): Promise<{ success: boolean; debtor_id: string; name: null; address_options: string[] }> {
  const res = await chatVerify(t, { ssn_last4: who.last4, dob: who.dob }, ip);
  if (res.statusCode !== 200) throw new Error(`chat verify answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** The Cookie header of the chat session an answer set. */
export function chatCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === CHAT_SESSION_COOKIE);
  if (!cookie?.value) throw new Error(`no chat cookie: ${res.statusCode} ${res.body}`);
  return `${CHAT_SESSION_COOKIE}=${cookie.value}`;
}

/** Verifies the debtor through both steps and returns the chat cookie and the answer. */
export async function verifiedChat(t: TestApp, debtor: ChatDebtor, ip = newIp()) {
  const check = await startChatCheck(t, debtor, ip);
  const res = await chatVerifyAddress(
    t,
    { debtor_id: check.debtor_id, selected_address: debtor.address },
    ip,
  );
  if (res.statusCode !== 200) throw new Error(`verify-address answered ${res.statusCode}: ${res.body}`);
  return { cookie: chatCookieOf(res), answer: res.json(), ip, handle: check.debtor_id };
}

export function chatGet(t: TestApp, url: string, cookie?: string, ip?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {}, remoteAddress: ip });
}

export function chatPost(t: TestApp, url: string, payload: unknown, cookie?: string, ip?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    remoteAddress: ip,
  });
}
