import { IDENTITY_MESSAGES } from '@arrears/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_THROTTLE } from '../../src/modules/identity/identity-throttle';
import { buildTestApp, type TestApp } from '../build-test-app';
import { type ChatDebtor, newChatDebtor } from '../kits/chat/chat-test-kit';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

/**
 * Brute-force sweep of the identity checks (SSN last 4 + birth date, then an address pick): quick
 * access, dispute quick access and the chat verification share one throttle (decision 0021). Each
 * pauses the attacker's IP or the guessed identity, not another identity from another IP, and an
 * identity on file answers like one that is not.
 */

let t: TestApp;
const evidence: SweepLine[] = [];
let ipSequence = 0;
let madeUp = 0;
/** A fresh address per use: the per-IP counts of one check never touch another. */
const freshIp = () => {
  ipSequence += 1;
  return `198.51.${100 + Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
};

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  if (evidence.length)
    writeSweepEvidence('brute-force-identity', 'brute force on the identity checks', evidence);
  await t?.close();
});

const answer = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });

/** The two identity checks with the same throttle: quick access (and its dispute twin) and the chat. */
const IDENTITY_FLOWS = {
  'quick access': {
    verify: '/api/quick-access-verify',
    complete: '/api/quick-access',
    body: (d: ChatDebtor) => ({ ssnLast4: d.last4, dateOfBirth: d.dob }),
    pick: (token: string, address: string) => ({ verificationToken: token, selectedAddress: address }),
    read: (json: { verificationToken: string; addressOptions: string[] }) => ({
      token: json.verificationToken,
      options: json.addressOptions,
    }),
  },
  'dispute quick access': {
    verify: '/api/dispute-quick-access-verify',
    complete: '/api/dispute-quick-access',
    body: (d: ChatDebtor) => ({ ssnLast4: d.last4, dateOfBirth: d.dob }),
    pick: (token: string, address: string) => ({ verificationToken: token, selectedAddress: address }),
    read: (json: { verificationToken: string; addressOptions: string[] }) => ({
      token: json.verificationToken,
      options: json.addressOptions,
    }),
  },
  'chat verification': {
    verify: '/api/chat/verify',
    complete: '/api/chat/verify-address',
    body: (d: ChatDebtor) => ({ ssn_last4: d.last4, dob: d.dob }),
    pick: (token: string, address: string) => ({ debtor_id: token, selected_address: address }),
    read: (json: { debtor_id: string; address_options: string[] }) => ({
      token: json.debtor_id,
      options: json.address_options,
    }),
  },
} as const;
type Flow = (typeof IDENTITY_FLOWS)[keyof typeof IDENTITY_FLOWS];

function stepOne(flow: Flow, who: ChatDebtor, ip: string) {
  return t.app.inject({ method: 'POST', url: flow.verify, payload: flow.body(who), remoteAddress: ip });
}

/** Step one then a pick (the true address, or a wrong one); the pick's answer. */
async function attempt(flow: Flow, who: ChatDebtor, ip: string, right: boolean) {
  const first = await stepOne(flow, who, ip);
  if (first.statusCode !== 200) return first;
  const { token, options } = flow.read(first.json());
  const address = right ? who.address : (options.find((o) => o !== who.address) as string);
  return t.app.inject({
    method: 'POST',
    url: flow.complete,
    payload: flow.pick(token, address),
    remoteAddress: ip,
  });
}

describe.each(Object.entries(IDENTITY_FLOWS))('%s', (name, flow) => {
  const ipLimit = IDENTITY_THROTTLE.ip.maxFailures;
  const idLimit = IDENTITY_THROTTLE.identity.maxFailures;

  it(`one IP: ${ipLimit} wrong picks pause that IP; another identity from another IP passes`, async () => {
    const attacker = freshIp();
    const statuses: number[] = [];
    let who = await newChatDebtor(t);
    for (let i = 0; i < ipLimit; i += 1) {
      // A new identity every `idLimit` picks, so only the IP limit is reached.
      if (i > 0 && i % idLimit === 0) who = await newChatDebtor(t);
      statuses.push((await attempt(flow, who, attacker, false)).statusCode);
    }
    expect(statuses).toEqual(Array(ipLimit).fill(401));
    const fresh = await newChatDebtor(t);
    const paused = await stepOne(flow, fresh, attacker);
    expect(answer(paused)).toEqual({ status: 429, body: { message: IDENTITY_MESSAGES.throttled } });
    expect((await attempt(flow, fresh, freshIp(), true)).statusCode).toBe(200);
    evidence.push({
      area: `${name}, one IP`,
      cases: ipLimit + 2,
      result: `429 after ${ipLimit} wrong picks for that IP; another identity from another IP verifies`,
    });
  });

  it(`one identity: ${idLimit} wrong picks pause it from any IP; another identity passes`, async () => {
    const [target, other] = [await newChatDebtor(t), await newChatDebtor(t)];
    for (let i = 0; i < idLimit; i += 1) {
      expect((await attempt(flow, target, freshIp(), false)).statusCode).toBe(401);
    }
    expect(answer(await stepOne(flow, target, freshIp()))).toEqual({
      status: 429,
      body: { message: IDENTITY_MESSAGES.throttled },
    });
    expect((await attempt(flow, other, freshIp(), true)).statusCode).toBe(200);
    evidence.push({
      area: `${name}, one identity`,
      cases: idLimit + 2,
      result: `429 after ${idLimit} wrong picks, from any IP; another identity verifies`,
    });
  });

  it('an identity on file and one that is not answer alike', async () => {
    const known = await newChatDebtor(t);
    // A different made-up identity per flow: its failed picks count against that identity.
    const unknown = {
      ...known,
      last4: '0000',
      dob: `1901-01-${String(++madeUp).padStart(2, '0')}`,
    };
    const [a, b] = [await stepOne(flow, known, freshIp()), await stepOne(flow, unknown, freshIp())];
    expect(b.statusCode).toBe(a.statusCode);
    const [ja, jb] = [flow.read(a.json()), flow.read(b.json())];
    expect(Object.keys(b.json()).sort()).toEqual(Object.keys(a.json()).sort());
    expect(jb.options).toHaveLength(ja.options.length);
    expect(jb.token.length).toBe(ja.token.length);
    // A wrong pick for the known identity and any pick for the unknown one fail with the same words.
    const wrong = ja.options.find((o) => o !== known.address) as string;
    const ip = freshIp();
    const [pa, pb] = [
      await t.app.inject({
        method: 'POST',
        url: flow.complete,
        payload: flow.pick(ja.token, wrong),
        remoteAddress: ip,
      }),
      await t.app.inject({
        method: 'POST',
        url: flow.complete,
        payload: flow.pick(jb.token, jb.options[0]),
        remoteAddress: ip,
      }),
    ];
    expect(answer(pb)).toEqual(answer(pa));
    evidence.push({
      area: `${name}, identity on file vs not`,
      cases: 2,
      result: 'same status, shape, option count and refusal',
    });
  });
});
