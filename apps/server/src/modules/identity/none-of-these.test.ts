import { CHAT_MESSAGES, DEMO_BRAND, fillChatText, IDENTITY_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  chatVerifyAddress,
  newChatDebtor,
  newIp,
  startChatCheck,
} from '../../../test/kits/chat/chat-test-kit';
import {
  completeIdentity,
  insertIdentityAccounts,
  robertAccounts,
  startCheck,
} from '../../../test/kits/identity/identity-test-kit';
import { identityCheckFailures, securityEvents } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const NONE = IDENTITY_MESSAGES.noneOfTheseOption;
const reachUs = { message: IDENTITY_MESSAGES.noneOfThese(DEMO_BRAND.companyName, DEMO_BRAND.phone) };

let person = 0;
/** A debtor of their own identity (SSN last 4, birth date), so one test's failures do not lock another's. */
async function newDebtor() {
  person += 1;
  const last4 = String(4100 + person);
  const birthDate = `1971-02-${String(person).padStart(2, '0')}`;
  await insertIdentityAccounts(t, [
    robertAccounts({ ssn: `55544${last4}`, birthDate, accountNumber: `NONE-${person}` }),
  ]);
  return { last4, birthDate, address: '9 Pine Court, Philadelphia, PA 19103' };
}

async function failuresFrom(ip: string) {
  return t.deps.db.select().from(identityCheckFailures).where(eq(identityCheckFailures.ipAddress, ip));
}

describe('"None of these is my address" on step two', () => {
  it('fails the check like a wrong pick and tells the person how to reach the agency', async () => {
    const debtor = await newDebtor();
    const ip = '10.77.0.1';
    const check = await startCheck(t, debtor.last4, debtor.birthDate, { ip });
    const res = await completeIdentity(
      t,
      { verificationToken: check.verificationToken, selectedAddress: NONE },
      { ip },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(reachUs);
    expect(res.cookies.find((c) => c.name === 'arrears_sid')).toBeUndefined();
    expect(await failuresFrom(ip)).toHaveLength(1);
    const events = await t.deps.db.select().from(securityEvents).where(eq(securityEvents.ipAddress, ip));
    expect(events.map((e) => e.description)).toEqual(['Identity check failed (quick_access): none of these']);
    // The token is spent: the true address cannot follow on the same token.
    const again = await completeIdentity(
      t,
      { verificationToken: check.verificationToken, selectedAddress: debtor.address },
      { ip },
    );
    expect(again.statusCode).toBe(401);
  });

  it('answers a no-match exactly like a match', async () => {
    const debtor = await newDebtor();
    const answers = [];
    for (const [last4, ip] of [
      [debtor.last4, '10.77.1.1'],
      ['0001', '10.77.1.2'],
    ] as const) {
      const check = await startCheck(t, last4, debtor.birthDate, { ip, variant: 'dispute' });
      answers.push(
        await completeIdentity(
          t,
          { verificationToken: check.verificationToken, selectedAddress: NONE },
          { ip, variant: 'dispute' },
        ),
      );
    }
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual([
      [401, JSON.stringify(reachUs)],
      [401, JSON.stringify(reachUs)],
    ]);
  });

  it('two "none of these" answers lock the identity for 24 hours, even with the right address', async () => {
    const debtor = await newDebtor();
    for (const ip of ['10.77.2.1', '10.77.2.2']) {
      const check = await startCheck(t, debtor.last4, debtor.birthDate, { ip });
      const res = await completeIdentity(
        t,
        { verificationToken: check.verificationToken, selectedAddress: NONE },
        { ip },
      );
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/quick-access-verify',
      payload: { ssnLast4: debtor.last4, dateOfBirth: debtor.birthDate },
      remoteAddress: '10.77.2.3',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: IDENTITY_MESSAGES.throttled });

    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const check = await startCheck(t, debtor.last4, debtor.birthDate, { ip: '10.77.2.4' });
    const res = await completeIdentity(
      t,
      { verificationToken: check.verificationToken, selectedAddress: debtor.address },
      { ip: '10.77.2.4' },
    );
    expect(res.statusCode).toBe(200);
  });

  it('in the chat: fails like a wrong pick and names the agency’s phone, no chat session', async () => {
    const debtor = await newChatDebtor(t);
    const ip = newIp();
    const check = await startChatCheck(t, debtor, ip);
    const res = await chatVerifyAddress(t, { debtor_id: check.debtor_id, selected_address: NONE }, ip);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: fillChatText(CHAT_MESSAGES.noneOfThese, { phone: DEMO_BRAND.phone }),
    });
    expect(res.cookies).toEqual([]);
    expect(await failuresFrom(ip)).toHaveLength(1);
  });
});
