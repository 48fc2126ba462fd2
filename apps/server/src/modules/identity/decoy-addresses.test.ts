import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { accountAddressParts, addressKey, canonicalStreet, formatAddressOption } from './address-options';
import { DECOY_STREET_NAMES, STREET_SUFFIXES } from './decoy-addresses';
import { insertIdentityAccounts, startCheck } from './testing/identity-test-kit';

describe('the canonical address line', () => {
  it.each([
    ['9 Pine Court', '9 Pine Court'],
    ['  123   N MAIN ST  APT 4B', '123 N Main St'],
    ['77 WEST 1ST AVENUE, UNIT 5', '77 West 1st Avenue'],
    ['500 Market St # 12', '500 Market St'],
    ['12 McKinley Road', '12 McKinley Road'],
  ])('%s → %s', (raw, street) => {
    expect(canonicalStreet(raw)).toBe(street);
  });

  it('formats "street, City, ST 12345" and restores a ZIP’s lost leading zero', () => {
    const parts = accountAddressParts({
      address1: '42 MAPLE STREET',
      city: 'CAMDEN',
      state: 'nj',
      zipCode: '8102',
    });
    expect(parts && formatAddressOption(parts)).toBe('42 Maple Street, Camden, NJ 08102');
    expect(accountAddressParts({ address1: ' ', city: 'Camden', state: 'NJ', zipCode: '08102' })).toBeNull();
    const zip9 = accountAddressParts({ address1: '1 A St', city: 'X', state: 'PA', zipCode: '19103-1234' });
    expect(zip9?.zip).toBe('19103');
  });
});

/** "12 cedar": the house number and street name, the part a decoy must never share with a real address. */
function streetKeyOf(option: string): string {
  const [number, name] = addressKey(option.split(',')[0] ?? '').split(' ');
  return `${number} ${name}`;
}

describe('decoys are never another debtor’s real address', () => {
  let t: TestApp;
  const CITY = { city: 'Springfield', state: 'NJ', zipCode: '07081' };
  const realKeys = new Set<string>();
  const people: { last4: string; dob: string; address: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    // 300 debtors in one town on the very streets decoys are drawn from, with one- and two-digit
    // house numbers: most short numbers on most streets are someone's real address.
    const fixtures = Array.from({ length: 300 }, (_, i) => {
      const name = DECOY_STREET_NAMES[(i * 7) % DECOY_STREET_NAMES.length];
      const [full, short] = STREET_SUFFIXES[i % STREET_SUFFIXES.length] ?? ['Street', 'St'];
      const number = i < 200 ? 1 + (i % 9) : 10 + (i % 90);
      const address1 = `${number} ${name} ${i % 2 ? short : full.toUpperCase()}`;
      const last4 = String(1000 + i);
      const dob = `19${50 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`;
      realKeys.add(streetKeyOf(address1));
      people.push({ last4, dob, address: `${canonicalStreet(address1)}, Springfield, NJ 07081` });
      return { ...CITY, address1, ssn: `00000${last4}`, birthDate: dob, firstName: `P${i}` };
    });
    // A co-signer's address is a real address too.
    fixtures.push({
      ...CITY,
      address1: '1 Valley Way',
      ssn: '000009998',
      birthDate: '1961-01-01',
      firstName: 'C',
      coSignerAddress1: '2 Valley Road',
    } as never);
    realKeys.add('1 valley').add('2 valley');
    await insertIdentityAccounts(t, fixtures);
  });
  afterAll(async () => t.close());

  it('across many verifications, every option but the true one is free', async () => {
    let decoys = 0;
    for (const person of people.filter((_, i) => i % 5 === 0)) {
      const answer = await startCheck(t, person.last4, person.dob);
      expect(answer.addressOptions).toContain(person.address);
      expect(answer.addressOptions).toHaveLength(5);
      for (const option of answer.addressOptions) {
        if (option === person.address) continue;
        decoys += 1;
        expect(realKeys.has(streetKeyOf(option)), `${option} is a real address`).toBe(false);
        expect(option.endsWith(', Springfield, NJ 07081')).toBe(true);
      }
      // All options have distinct street names.
      const names = answer.addressOptions.map((o) => streetKeyOf(o).split(' ')[1]);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(decoys).toBe(60 * 4);
  });

  it('a no-match never shows a real address either', async () => {
    for (let i = 0; i < 20; i += 1) {
      const answer = await startCheck(t, String(5000 + i), '1999-09-09');
      for (const option of answer.addressOptions) expect(realKeys.has(streetKeyOf(option))).toBe(false);
    }
  });
});
