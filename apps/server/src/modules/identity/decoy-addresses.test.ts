import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertIdentityAccounts, startCheck } from '../../../test/kits/identity/identity-test-kit';
import { usAddresses } from '../../../test/kits/identity/us-addresses';
import { addressOptionsFor } from './address-challenge';
import { accountAddressParts, addressKey, canonicalStreet, formatAddressOption } from './address-options';
import { forgetDecoyVocabulary } from './decoy-vocabulary';
import { takenStreetKeys } from './identity-challenges.repository';
import { parseStreetLine } from './street-line';

describe('the canonical address line', () => {
  it.each([
    ['9 Pine Court', '9 Pine Court'],
    ['  123   N MAIN ST  APT 4B', '123 N Main St'],
    ['77 WEST 1ST AVENUE, UNIT 5', '77 West 1st Avenue'],
    ['500 Market St # 12', '500 Market St'],
    ['12 McKinley Road', '12 McKinley Road'],
    ['12 MCKINLEY RD.', '12 McKinley Rd'],
    ['1420 n. broad st., apt. 4b', '1420 N Broad St'],
    ["9 O'BRIEN LANE LOT 12", "9 O'Brien Lane"],
    ['4 WILKES-BARRE BLVD STE 200', '4 Wilkes-Barre Blvd'],
    ['1200 US HIGHWAY 30 TRLR 5', '1200 US Highway 30'],
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

  it('reads a street line as house number, directionals, name and suffix', () => {
    const line = parseStreetLine('1420 N Broad St NW');
    expect(line).toMatchObject({
      number: '1420',
      name: ['Broad'],
      pre: { form: 'short' },
      post: { form: 'short' },
    });
    expect(parseStreetLine('12 Martin Luther King Jr Boulevard')).toMatchObject({
      name: ['Martin', 'Luther', 'King', 'Jr'],
      suffix: { form: 'full' },
    });
    expect(parseStreetLine('1200 N St')?.name).toEqual(['N']); // the street named N
    expect(parseStreetLine('5 Route 9')).toMatchObject({ name: ['Route', '9'], suffix: null });
    expect(parseStreetLine('PO Box 12')).toBeNull();
  });
});

const streetOf = (option: string) => option.split(',')[0] ?? '';
/** A decoy is someone's address when its house number and street name begin their street line. */
const isReal = (realLines: Set<string>, option: string) => {
  const line = parseStreetLine(streetOf(option));
  const key = addressKey(`${line?.number} ${line?.name.join(' ')}`);
  return [...realLines].some((real) => real === key || real.startsWith(`${key} `));
};
/** Step one from its own address: the per-IP throttle of step one is not what is tested here. */
const ipOf = (i: number) => `10.7.${Math.floor(i / 200)}.${(i % 200) + 1}`;

describe('decoys are never another debtor’s real address', () => {
  let t: TestApp;
  const CITY = { city: 'Springfield', state: 'NJ', zipCode: '07081' };
  const NAMES = [
    'Maple',
    'Oak',
    'Cedar',
    'Elm',
    'Park',
    'Lake',
    'Hill',
    'Church',
    'Main',
    'Walnut',
    'Spruce',
  ];
  const realLines = new Set<string>();
  const people: { last4: string; dob: string; address: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    // 300 debtors in one town on a few streets, with one- and two-digit house numbers: decoys are
    // drawn from the agency's own streets, and most short numbers on them are someone's address.
    const fixtures = Array.from({ length: 300 }, (_, i) => {
      const name = NAMES[(i * 7) % NAMES.length];
      const number = i < 200 ? 1 + (i % 9) : 10 + (i % 90);
      const address1 = `${number} ${name} ${i % 2 ? 'St' : 'STREET'}`;
      const last4 = String(1000 + i);
      const dob = `19${50 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`;
      realLines.add(addressKey(address1));
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
    realLines.add('1 valley way').add('2 valley road');
    await insertIdentityAccounts(t, fixtures);
  });
  afterAll(async () => t.close());

  it('across many verifications, every option but the true one is free', async () => {
    let decoys = 0;
    for (const [i, person] of people.filter((_, i) => i % 5 === 0).entries()) {
      const answer = await startCheck(t, person.last4, person.dob, { ip: ipOf(i) });
      expect(answer.addressOptions).toContain(person.address);
      expect(answer.addressOptions).toHaveLength(5);
      const trueName = parseStreetLine(streetOf(person.address))?.name.join(' ');
      for (const option of answer.addressOptions) {
        if (option === person.address) continue;
        decoys += 1;
        expect(isReal(realLines, option), `${option} is a real address`).toBe(false);
        expect(option.endsWith(', Springfield, NJ 07081')).toBe(true);
        expect(parseStreetLine(streetOf(option))?.name.join(' '), 'the true street’s name').not.toBe(
          trueName,
        );
      }
      // All options have distinct street names.
      const names = answer.addressOptions.map((o) =>
        parseStreetLine(streetOf(o))?.name.join(' ').toLowerCase(),
      );
      expect(new Set(names).size).toBe(names.length);
    }
    expect(decoys).toBe(60 * 4);
  });

  it('a no-match never shows a real address either', async () => {
    for (let i = 0; i < 20; i += 1) {
      const answer = await startCheck(t, String(5000 + i), '1999-09-09', { ip: ipOf(100 + i) });
      for (const option of answer.addressOptions) expect(isReal(realLines, option), option).toBe(false);
    }
  });
});

describe('which house numbers and streets are taken', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertIdentityAccounts(t, [
      { address1: '12 Main St' },
      { address1: '30 MAINZ AVE' },
      { address1: '7 Oak' },
      { address1: '5 Elm St, Apt 2' },
      { address1: '1 Valley Way', coSignerAddress1: '8 N Pine Rd' },
    ]);
  });
  afterAll(async () => t.close());

  it('a key is taken when a real line is that number and street, whatever follows', async () => {
    const keys = [
      '12 main',
      '30 main',
      '7 oak',
      '5 elm',
      '8 n pine',
      '8 pine',
      '1 valley',
      '12 mai',
      '30 mainz',
    ];
    const taken = await takenStreetKeys(t.deps.db, keys);
    expect([...taken].sort()).toEqual(['1 valley', '12 main', '30 mainz', '5 elm', '7 oak', '8 n pine']);
  });
});

describe('decoys take the true line’s shape and style', () => {
  let t: TestApp;
  const hash = (i: number) => `identity-${i}`;

  beforeAll(async () => {
    t = await buildTestApp();
    await insertIdentityAccounts(
      t,
      usAddresses(600, 3).map((address, i) => ({ ...address, ssn: `8${String(i).padStart(8, '0')}` })),
    );
  });
  afterAll(async () => t.close());

  it.each([
    ['1420 N Broad St', 'short'],
    ['1420 North Broad Street', 'full'],
  ] as const)(
    'around %s every decoy writes its suffix and directional the same way',
    async (street, form) => {
      const truth = { street, city: 'Scranton', state: 'PA', zip: '18505' };
      for (let i = 0; i < 30; i += 1) {
        const { options } = await addressOptionsFor(t.deps.db, hash(i), [truth]);
        for (const option of options) {
          const line = parseStreetLine(streetOf(option));
          expect(line?.number, option).toMatch(/^[1-9]\d{3}$/); // the true number's four digits
          for (const word of [line?.pre, line?.suffix, line?.post]) {
            if (word?.form) expect(word.form, option).toBe(form);
          }
          if (option !== formatAddressOption(truth)) expect(line?.name.join(' '), option).not.toBe('Broad');
        }
      }
    },
  );

  it('decoys have directionals, numbered and multi-word names, like the agency’s lines', async () => {
    const decoys: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      decoys.push(...(await addressOptionsFor(t.deps.db, hash(100 + i), [])).options.map(streetOf));
    }
    const share = (test: (street: string) => boolean) => decoys.filter(test).length / decoys.length;
    expect(share((s) => / (N|S|E|W|NE|NW|SE|SW|North|South|East|West)\b/.test(s))).toBeGreaterThan(0.08);
    expect(share((s) => /^\d+ (\w+ )?\d+(st|nd|rd|th) /.test(s))).toBeGreaterThan(0.04);
    expect(share((s) => / (Route|Highway|County Road|State Route|US Highway) \d+$/.test(s))).toBeGreaterThan(
      0.02,
    );
    expect(share((s) => (parseStreetLine(s)?.name.length ?? 0) >= 2)).toBeGreaterThan(0.08);
  });

  it('the same identity keeps its options when the agency’s book grows a little', async () => {
    const truth = { street: '77 W Cambria St', city: 'Scranton', state: 'PA', zip: '18505' };
    const ask = async (i: number) =>
      [...(await addressOptionsFor(t.deps.db, hash(200 + i), i % 2 ? [truth] : [])).options].sort();
    const before = await Promise.all(Array.from({ length: 40 }, (_, i) => ask(i)));
    // 2% more accounts, on new streets and old ones, then the vocabulary read again.
    await insertIdentityAccounts(
      t,
      usAddresses(12, 77).map((address, i) => ({ ...address, ssn: `6${String(i).padStart(8, '0')}` })),
    );
    forgetDecoyVocabulary(t.deps.db);
    const after = await Promise.all(Array.from({ length: 40 }, (_, i) => ask(i)));
    const same = before.filter((options, i) => JSON.stringify(options) === JSON.stringify(after[i])).length;
    console.log(`decoys: ${same} of 40 identities keep the same options after the book grew 2%`);
    expect(same).toBeGreaterThanOrEqual(33);
  });
});
