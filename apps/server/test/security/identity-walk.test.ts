import { IDENTITY_MESSAGES, REGISTER_DEBTOR_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtAccounts, users } from '../../src/db/schema';
import { IDENTITY_START_LIMIT } from '../../src/modules/identity/identity-start-throttle';
import { buildTestApp, type TestApp } from '../build-test-app';
import { insertIdentityAccounts } from '../kits/identity/identity-test-kit';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

/**
 * An attacker who has read the code walks the identity check: every SSN last-4 value for a birth
 * date they know, from one address, from a whole IPv6 /64, in parallel, across the three entry
 * points; and takes over a stranger's accounts through registration with what used to be enough
 * (a first name and an SSN last 4) or by walking account numbers.
 */

let t: TestApp;
const evidence: SweepLine[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await insertIdentityAccounts(t, [
    {
      accountNumber: 'WALK-1001',
      firstName: 'Vera',
      lastName: 'Lind',
      ssn: '000007777',
      birthDate: '1968-06-06',
      address1: '40 Harbor Road',
      city: 'Camden',
      state: 'NJ',
      zipCode: '08102',
    },
  ]);
});
afterAll(async () => {
  if (evidence.length) writeSweepEvidence('identity-walk', 'walking the identity check', evidence);
  await t?.close();
});

const ENTRY_POINTS = [
  {
    url: '/api/quick-access-verify',
    body: (last4: string) => ({ ssnLast4: last4, dateOfBirth: '1968-06-06' }),
  },
  {
    url: '/api/dispute-quick-access-verify',
    body: (last4: string) => ({ ssnLast4: last4, dateOfBirth: '1968-06-06' }),
  },
  { url: '/api/chat/verify', body: (last4: string) => ({ ssn_last4: last4, dob: '1968-06-06' }) },
];

function stepOne(n: number, ip: string) {
  const entry = ENTRY_POINTS[n % ENTRY_POINTS.length] as (typeof ENTRY_POINTS)[number];
  const last4 = String(n).padStart(4, '0');
  return t.app.inject({ method: 'POST', url: entry.url, payload: entry.body(last4), remoteAddress: ip });
}

describe('walking SSN last-4 values for a known birth date', () => {
  it('from one IPv4 address, across the three entry points: 10 answered, then 429 for the rest', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 200; n += 1) statuses.push((await stepOne(n, '203.0.113.77')).statusCode);
    const answered = statuses.filter((s) => s === 200).length;
    expect(answered).toBe(IDENTITY_START_LIMIT.perNetwork);
    expect(statuses.slice(IDENTITY_START_LIMIT.perNetwork).every((s) => s === 429)).toBe(true);
    evidence.push({
      area: 'SSN last-4 walk, one IPv4 address, quick access + dispute + chat',
      cases: 200,
      result: `${answered} answered and 190 refused with 429: all 10,000 values would take 1,000 addresses or /64s, 15 minutes each`,
    });
  });

  it('from one IPv6 /64, a new address for every guess: still 10', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 60; n += 1)
      statuses.push((await stepOne(n, `2001:db8:1:2::${(n + 1).toString(16)}`)).statusCode);
    const answered = statuses.filter((s) => s === 200).length;
    expect(answered).toBe(IDENTITY_START_LIMIT.perNetwork);
    evidence.push({
      area: 'SSN last-4 walk, one IPv6 /64 rotating its addresses',
      cases: 60,
      result: `${answered} answered, 50 refused: counted by /64`,
    });
  });

  it('a parallel burst of 60 from one address: no more than 10 answered', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => stepOne(n, '203.0.113.78')));
    const answered = answers.filter((a) => a.statusCode === 200).length;
    expect(answered).toBe(IDENTITY_START_LIMIT.perNetwork);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 429)).toBe(true);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json()).toEqual({ message: IDENTITY_MESSAGES.tooManyStarts });
    evidence.push({
      area: 'SSN last-4 walk, 60 parallel requests from one address',
      cases: 60,
      result: `${answered} answered (the limit exactly: parallel starts of one network take turns), ${60 - answered} refused`,
    });
  });
});

describe('taking over a stranger’s accounts through registration', () => {
  const register = (payload: Record<string, unknown>, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/register-debtor', payload, remoteAddress: ip });
  let n = 0;
  const claim = (extra: Record<string, unknown>) => {
    n += 1;
    return {
      firstName: 'Vera',
      lastName: '',
      ssn: '7777',
      username: `walker-${n}`,
      email: `walker-${n}@debtor-portal.invalid`,
      password: 'Walk-The-Line-42',
      ...extra,
    };
  };
  const owner = async () => {
    const [row] = await t.deps.db
      .select({ userId: debtAccounts.userId })
      .from(debtAccounts)
      .where(eq(debtAccounts.accountNumber, 'WALK-1001'));
    return row?.userId ?? null;
  };

  it('a first name and SSN last 4 are refused as incomplete: nothing linked, nothing created', async () => {
    const res = await register(claim({}), '198.51.100.90');
    expect(res.statusCode).toBe(400);
    expect(await owner()).toBeNull();
    expect(await t.deps.db.select().from(users).where(eq(users.username, 'walker-1'))).toHaveLength(0);
    evidence.push({
      area: 'registration with a first name and SSN last 4 only',
      cases: 1,
      result: '400 (birth date and account number required); no account linked, no user created',
    });
  });

  it('knowing the SSN last 4 and birth date, walking account numbers: 2 tries, then the identity is locked', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await register(
        claim({ dateOfBirth: '1968-06-06', accountNumber: `WALK-${1002 + i}` }),
        `198.51.100.${100 + i}`,
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 404)
        expect(res.json()).toEqual({ message: REGISTER_DEBTOR_MESSAGES.noMatchingAccount });
    }
    expect(statuses).toEqual([404, 404, 429, 429, 429, 429]);
    // Even the right account number no longer gets through today.
    const right = await register(
      claim({ dateOfBirth: '1968-06-06', accountNumber: 'WALK-1001' }),
      '198.51.100.120',
    );
    expect(right.statusCode).toBe(429);
    expect(await owner()).toBeNull();
    evidence.push({
      area: 'registration walking account numbers for a known SSN last 4 + birth date, 6 addresses',
      cases: 7,
      result: '2 answered 404, then 429 for 24 h (the identity lock quick access shares); nothing linked',
    });
  });
});
