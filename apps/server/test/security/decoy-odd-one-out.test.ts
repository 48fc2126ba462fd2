import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOptionsFor } from '../../src/modules/identity/address-challenge';
import {
  type AddressParts,
  accountAddressParts,
  formatAddressOption,
} from '../../src/modules/identity/address-options';
import { buildTestApp, type TestApp } from '../build-test-app';
import { insertIdentityAccounts } from '../kits/identity/identity-test-kit';
import { OddOneOutAttacker, STRATEGIES } from '../kits/identity/odd-one-out-attacker';
import { TEST_TOWNS, testRandom, usAddresses } from '../kits/identity/us-addresses';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

/**
 * Can the true address of step two be told from its decoys (decision 0029)? An attacker learns
 * the decoys from no-match answers, then picks the odd one out of each match's five options. By
 * chance it is right one time in five; above LIMIT the decoys give the true address away.
 */

const ACCOUNTS = 2400;
const CHECKS = 600;
const LEARNING = 200;
const TOWN_SAMPLE = 400;
const LIMIT = 0.35;

let t: TestApp;
const evidence: SweepLine[] = [];
const people: { identityHash: string; truth: AddressParts }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const addresses = usAddresses(ACCOUNTS, 29);
  const fixtures = addresses.map((address, i) => ({
    ...address,
    ssn: `7${String(i).padStart(8, '0')}`,
    birthDate: `19${50 + (i % 45)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    firstName: `P${i}`,
  }));
  for (let at = 0; at < fixtures.length; at += 400) {
    const rows = await insertIdentityAccounts(t, fixtures.slice(at, at + 400));
    rows.forEach((row, i) => {
      const fixture = fixtures[at + i];
      const truth = accountAddressParts(row);
      if (!fixture?.birthDate || !truth) throw new Error('fixture without an address');
      people.push({
        identityHash: t.deps.encryption.identityHash(fixture.ssn.slice(-4), fixture.birthDate),
        truth,
      });
    });
  }
});
afterAll(async () => {
  if (evidence.length) {
    writeSweepEvidence('decoy-odd-one-out', 'the true address among its decoys', evidence, [
      `${ACCOUNTS} accounts with varied US street lines in ${TEST_TOWNS.length} towns; the attacker learns decoys from ${LEARNING} no-match answers, then picks the most unusual option of each match.`,
    ]);
  }
  await t?.close();
});

/** A no-match: an identity hash no account has. */
async function noMatchAnswers(count: number, seed: number): Promise<string[][]> {
  const random = testRandom(seed);
  const answers: string[][] = [];
  for (let i = 0; i < count; i += 1) {
    const dob = `1930-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`;
    const hash = t.deps.encryption.identityHash(String(1000 + Math.floor(random() * 9000)), dob);
    answers.push((await addressOptionsFor(t.deps.db, hash, [])).options);
  }
  return answers;
}

describe('the true address among its decoys', () => {
  it(`an attacker who learned the decoys picks the true address at most ${LIMIT * 100}% of the time`, async () => {
    const attacker = new OddOneOutAttacker(await noMatchAnswers(LEARNING, 1));
    const credit = new Map(STRATEGIES.map((s) => [s, 0]));
    const checked = people.filter((_, i) => i % 4 === 0).slice(0, CHECKS);
    for (const person of checked) {
      const { options, answers } = await addressOptionsFor(t.deps.db, person.identityHash, [person.truth]);
      const [answer] = answers;
      expect(options).toHaveLength(5);
      expect(answers).toEqual([formatAddressOption(person.truth)]);
      for (const strategy of STRATEGIES) {
        credit.set(
          strategy,
          (credit.get(strategy) ?? 0) + attacker.creditFor(strategy, options, answer ?? ''),
        );
      }
    }
    const rates = STRATEGIES.map((s) => ({ strategy: s, rate: (credit.get(s) ?? 0) / checked.length }));
    const best = rates.reduce((a, b) => (b.rate > a.rate ? b : a));
    for (const { strategy, rate } of rates) {
      console.log(
        `odd-one-out (${strategy}): true address picked ${(rate * 100).toFixed(1)}% of ${checked.length} checks (chance 20%, limit ${LIMIT * 100}%)`,
      );
      evidence.push({
        area: `odd one out by ${strategy}`,
        cases: checked.length,
        result: `true address picked ${(rate * 100).toFixed(1)}% (chance 20%, limit ${LIMIT * 100}%)`,
      });
    }
    expect(checked.length).toBe(CHECKS);
    expect(best.rate, `${best.strategy} picks the true address too often`).toBeLessThanOrEqual(LIMIT);
  });

  it('a no-match is set in one of the agency’s towns, as often as its debtors live there', async () => {
    const answers = await noMatchAnswers(TOWN_SAMPLE, 2);
    const townOf = (option: string) => option.split(', ').slice(1).join(', ');
    const agencyTowns = new Map<string, number>();
    for (const person of people) {
      const town = townOf(formatAddressOption(person.truth));
      agencyTowns.set(town, (agencyTowns.get(town) ?? 0) + 1);
    }
    const seen = new Map<string, number>();
    for (const answer of answers) {
      const towns = new Set(answer.map(townOf));
      expect(towns.size, 'one town per list').toBe(1);
      const [town] = towns;
      expect(agencyTowns.has(town ?? ''), `${town} is not a town of the agency`).toBe(true);
      seen.set(town ?? '', (seen.get(town ?? '') ?? 0) + 1);
    }
    let worst = 0;
    for (const [town, n] of agencyTowns) {
      worst = Math.max(worst, Math.abs((seen.get(town) ?? 0) / answers.length - n / people.length));
    }
    console.log(`no-match towns: largest gap to the debtors' share ${(worst * 100).toFixed(1)} points`);
    evidence.push({
      area: 'no-match lists set in the agency’s towns, weighted like its debtors',
      cases: answers.length,
      result: `all in the agency's towns; largest gap to a town's share of debtors ${(worst * 100).toFixed(1)} points`,
    });
    expect(worst).toBeLessThan(0.08);
  });
});
