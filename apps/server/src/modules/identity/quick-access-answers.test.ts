import { IDENTITY_MESSAGES } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  completeIdentity,
  insertIdentityAccounts,
  ROBERT,
  robertAccounts,
  startCheck,
  verifyIdentity,
  wrongOption,
} from '../../../test/kits/identity/identity-test-kit';

let t: TestApp;
beforeAll(async () => {
  // No mail sender: its poll would add statements to the ones compared below.
  t = await buildTestApp({ startMailSender: false });
  await insertIdentityAccounts(t, [robertAccounts()]);
});
afterAll(async () => t.close());

const sorted = (list: string[]) => [...list].sort();
/** "123 N Name Suffix, City, ST 12345": a house number, a street of words and numbers, a town. */
const OPTION =
  /^\d{1,5}[A-Z]? (?:[A-Z0-9][A-Za-z0-9'-]*)(?: [A-Z0-9][A-Za-z0-9'-]*)*, [A-Z][A-Za-z .'-]+, [A-Z]{2} \d{5}$/;

describe('step one tells nobody whether an SSN + birth date exists', () => {
  it('a no-match answers like a match: a token and five options in one town', async () => {
    const match = await startCheck(t, ROBERT.last4, ROBERT.birthDate);
    const none = await startCheck(t, '9090', '1966-12-01');
    expect(Object.keys(none).sort()).toEqual(Object.keys(match).sort());
    expect(none.verificationToken).toHaveLength(match.verificationToken.length);
    expect(none.addressOptions).toHaveLength(match.addressOptions.length);
    expect(new Set(none.addressOptions).size).toBe(none.addressOptions.length);
    for (const option of [...match.addressOptions, ...none.addressOptions]) expect(option).toMatch(OPTION);
    const townOf = (option: string) => option.slice(option.indexOf(',') + 2);
    expect(new Set(none.addressOptions.map(townOf)).size).toBe(1);
    expect(new Set(match.addressOptions.map(townOf)).size).toBe(1);

    // Completing either with a wrong pick gives the same answer.
    const wrongMatch = await completeIdentity(t, {
      verificationToken: match.verificationToken,
      selectedAddress: wrongOption(match, ROBERT.address),
    });
    const wrongNone = await completeIdentity(t, {
      verificationToken: none.verificationToken,
      selectedAddress: none.addressOptions[0],
    });
    expect([wrongMatch.statusCode, wrongNone.statusCode]).toEqual([401, 401]);
    expect(wrongNone.body).toBe(wrongMatch.body);
    expect(wrongNone.json()).toEqual({ message: IDENTITY_MESSAGES.addressMismatch });
  });

  it('asking again offers the same options (in any order), for a match and a no-match alike', async () => {
    for (const [last4, dob] of [
      [ROBERT.last4, ROBERT.birthDate],
      ['9191', '1955-05-05'],
    ] as const) {
      const one = await startCheck(t, last4, dob);
      const two = await startCheck(t, last4, dob, { variant: 'dispute' });
      const three = await startCheck(t, last4, dob);
      expect(sorted(two.addressOptions)).toEqual(sorted(one.addressOptions));
      expect(sorted(three.addressOptions)).toEqual(sorted(one.addressOptions));
      expect(new Set([one.verificationToken, two.verificationToken, three.verificationToken]).size).toBe(3);
    }
  });

  it('a match and a no-match run the same database statements', async () => {
    // Timing is not asserted in tests; the same statements, in the same number, stand for it.
    const client = (t.deps.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    const statements = async (last4: string, dob: string) => {
      spy.mockClear();
      await startCheck(t, last4, dob, { ip: '10.9.9.9' });
      return spy.mock.calls.map(([text]) =>
        (typeof text === 'string' ? text : JSON.stringify(text)).slice(0, 60),
      );
    };
    const match = await statements(ROBERT.last4, ROBERT.birthDate);
    const none = await statements('7272', '1944-04-04');
    spy.mockRestore();
    expect(match.length).toBeGreaterThanOrEqual(4);
    expect(none).toEqual(match);
  });

  it('no option of a no-match is a real address on file', async () => {
    const none = await startCheck(t, '3333', '1990-07-22'); // Robert's last 4, another day
    expect(none.addressOptions).not.toContain(ROBERT.address);
  });
});

describe('validation (docs/product/identity.md)', () => {
  it.each([
    [{ ssnLast4: '333', dateOfBirth: '1990-07-21' }, IDENTITY_MESSAGES.ssnLast4Min],
    [{ ssnLast4: '', dateOfBirth: '1990-07-21' }, IDENTITY_MESSAGES.ssnLast4Min],
    [{ ssnLast4: '33333', dateOfBirth: '1990-07-21' }, IDENTITY_MESSAGES.ssnLast4Exact],
    [{ ssnLast4: '33a3', dateOfBirth: '1990-07-21' }, IDENTITY_MESSAGES.ssnLast4Exact],
    [{ dateOfBirth: '1990-07-21' }, IDENTITY_MESSAGES.ssnLast4Min],
    [{ ssnLast4: '3333', dateOfBirth: '' }, IDENTITY_MESSAGES.dateOfBirthRequired],
    [{ ssnLast4: '3333' }, IDENTITY_MESSAGES.dateOfBirthRequired],
    [{ ssnLast4: '3333', dateOfBirth: '1990-02-30' }, IDENTITY_MESSAGES.dateOfBirthInvalid],
    [{ ssnLast4: '3333', dateOfBirth: '07/21/1990' }, IDENTITY_MESSAGES.dateOfBirthInvalid],
  ])('verify %j → 400 %s', async (body, message) => {
    const res = await verifyIdentity(t, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('the address step requires a pick and a token', async () => {
    const answer = await startCheck(t, ROBERT.last4, ROBERT.birthDate);
    const noPick = await completeIdentity(t, {
      verificationToken: answer.verificationToken,
      selectedAddress: ' ',
    });
    expect(noPick.statusCode).toBe(400);
    expect(noPick.json().message).toBe(IDENTITY_MESSAGES.addressRequired);
    const noToken = await completeIdentity(t, { selectedAddress: ROBERT.address });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toBe(IDENTITY_MESSAGES.verificationRequired);
    // A refused body does not spend the token.
    const ok = await completeIdentity(t, {
      verificationToken: answer.verificationToken,
      selectedAddress: ROBERT.address,
    });
    expect(ok.statusCode).toBe(200);
  });
});
