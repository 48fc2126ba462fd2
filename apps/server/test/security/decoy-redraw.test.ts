import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtAccounts } from '../../src/db/schema';
import { accountAddressParts, formatAddressOption } from '../../src/modules/identity/address-options';
import { buildTestApp, type TestApp } from '../build-test-app';
import { insertIdentityAccounts, startCheck } from '../kits/identity/identity-test-kit';
import { testRandom, usAddresses } from '../kits/identity/us-addresses';

/**
 * The attacker of finding 3 (decision 0086): someone who asked step one for a person before and
 * after the person's address changed, and keeps what changed between the two lists. When only the
 * truth moved, that was the true address every time; with the options drawn from the identity and
 * its true address together, every option moves, and the attacker is back to chance (one in five).
 */
const PEOPLE = 200;
const LIMIT = 0.3;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('the options when an address changes', () => {
  it(`an attacker comparing the lists before and after a move picks the truth at most ${LIMIT * 100}% of the time`, async () => {
    const addresses = usAddresses(PEOPLE * 2 + 300, 86);
    // The agency's book around them (the vocabulary decoys are drawn from).
    await insertIdentityAccounts(
      t,
      addresses
        .slice(PEOPLE * 2)
        .map((a, i) => ({ ...a, ssn: `7${String(i).padStart(8, '0')}`, birthDate: '1950-01-01' })),
    );
    const people = await insertIdentityAccounts(
      t,
      Array.from({ length: PEOPLE }, (_, i) => ({
        ...addresses[i],
        ssn: `8${String(i).padStart(8, '0')}`,
        birthDate: `19${60 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`,
      })),
    );
    const random = testRandom(3);
    let right = 0;
    let sharedOptions = 0;
    for (const [i, person] of people.entries()) {
      const last4 = String(i).padStart(8, '0').slice(-4);
      const birthDate = `19${60 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`;
      const ip = `10.87.${Math.floor(i / 200)}.${i % 200}`;
      const before = await startCheck(t, last4, birthDate, { ip });
      const moved = addresses[PEOPLE + i];
      await t.deps.db
        .update(debtAccounts)
        .set({ address1: moved?.address1, city: moved?.city, state: moved?.state, zipCode: moved?.zipCode })
        .where(eq(debtAccounts.id, person.id));
      const after = await startCheck(t, last4, birthDate, { ip: `${ip.replace('10.87', '10.88')}` });
      expect(after.addressOptions).toHaveLength(5);
      const fresh = after.addressOptions.filter((o) => !before.addressOptions.includes(o));
      sharedOptions += 5 - fresh.length;
      const pool = fresh.length === 1 ? fresh : after.addressOptions;
      const guess = pool[Math.floor(random() * pool.length)];
      const parts = moved ? accountAddressParts(moved) : null;
      const truth = parts ? formatAddressOption(parts) : undefined;
      expect(after.addressOptions, `the true address is offered to person ${i}`).toContain(truth);
      if (guess === truth) right += 1;
    }
    const rate = right / PEOPLE;
    console.log(
      `decoys after a move: the attacker's pick was the truth ${(rate * 100).toFixed(1)}% of ${PEOPLE} people (chance 20%, limit ${LIMIT * 100}%); options kept across the move: ${(sharedOptions / PEOPLE).toFixed(2)} per list`,
    );
    expect(rate).toBeLessThanOrEqual(LIMIT);
  }, 240_000);
});
