import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_TEMPLATE_COLUMNS,
  centsToDecimal,
  type LedgerEntry,
  PAYMENT_TEMPLATE_COLUMNS,
  parseCents,
  TRANSACTION_TEMPLATE_COLUMNS,
} from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildImportTestApp,
  type ImportTestApp,
  toCsv,
} from '../../../test/kits/accounts-import/import-test-kit';
import { testRandom } from '../../../test/kits/identity/us-addresses';
import { cardBody } from '../../../test/kits/payments/payment-fixtures';
import { accountSummaryOf } from '../payments/account-summary';
import { ledgerMismatches } from './ledger-posting';

/**
 * The ledger's acceptance test (decision 0051): a repeatable random run of every kind of
 * posting through the real API, on many accounts, with parallel bursts on one account. After every
 * step the database's balances equal their ledgers, and each account's balance as the API answers it
 * equals the sum of its ledger from the placed amount and what this test expects it to be. It runs
 * on PGlite and, with DATABASE_URL, on PostgreSQL (npm run test:db runs the whole server project).
 */

const SEED = Number(process.env.LEDGER_PROPERTY_SEED ?? 20261126);
const ACCOUNTS = 8;
const STEPS = 45;

let t: ImportTestApp;
const random = testRandom(SEED);
/** What each account should owe, in cents, by account number: the test's own model. */
const expected = new Map<string, number>();
const ids = new Map<string, number>();
let referenceSeq = 0;

beforeAll(async () => {
  t = await buildImportTestApp();
});
afterAll(() => t.close());

const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const numbers = () => [...expected.keys()];
const owing = () => numbers().filter((n) => (expected.get(n) ?? 0) > 0);
const money = (cents: number) => centsToDecimal(cents);
const move = (accountNumber: string, cents: number) =>
  expected.set(accountNumber, (expected.get(accountNumber) ?? 0) + cents);

function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  // A manual posting carries its Idempotency-Key (decision 0091): a new one per posting here.
  const key = method === 'POST' && /\/ledger$/.test(url) ? { 'idempotency-key': randomUUID() } : {};
  return t.app.inject({ method, url, headers: { cookie: t.cookies.staff, ...key }, payload });
}
async function ok(res: Awaited<ReturnType<typeof send>>, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

async function importAccounts(rows: [string, number][]) {
  const header = ['account_number', 'current_amount', 'debtor_name'] as const;
  expect(ACCOUNT_TEMPLATE_COLUMNS).toEqual(expect.arrayContaining([...header]));
  await t.importFile(
    'accounts',
    'accounts.csv',
    toCsv([[...header], ...rows.map(([n, c]) => [n, money(c), `Debtor ${n}`])]),
  );
  for (const [n, cents] of rows) {
    expected.set(n, cents);
    ids.set(n, (await t.account(n)).id);
  }
}

async function cardPayment(accountNumber: string, cents: number) {
  const res = await send('POST', '/api/usaepay/process-payment', {
    ...cardBody(ids.get(accountNumber) as number, { amount: money(cents), consumerAuthorized: true }),
  });
  const body = res.json();
  // Within a burst a payment may find the balance already taken: refused, it moved nothing.
  if (res.statusCode === 400) return expect(body.message).toMatch(/balance/i);
  expect(res.statusCode, res.body).toBe(200);
  expect(body.success, res.body).toBe(true);
  move(accountNumber, -(parseCents(String(body.amount)) ?? 0));
}

async function ledgerOf(accountNumber: string): Promise<LedgerEntry[]> {
  return ok(await send('GET', `/api/admin/accounts/${ids.get(accountNumber)}/ledger`));
}

const STEP_KINDS = {
  /** A new account, or the same file again with a changed balance (posted as an adjustment). */
  async accountImport() {
    if (random() < 0.4 || expected.size >= ACCOUNTS + 4) {
      const n = pick(numbers());
      await importAccounts([[n, int(0, 500_000)]]);
      return `re-import ${n}`;
    }
    const n = `PROP-${expected.size + 1}`;
    await importAccounts([[n, int(1_000, 900_000)]]);
    return `import ${n}`;
  },
  async cardPayment() {
    const n = pick(owing());
    await cardPayment(n, int(1, expected.get(n) as number));
    return `card ${n}`;
  },
  /** Several card payments on one account at once: together they may ask for more than is owed. */
  async cardBurst() {
    const n = pick(owing());
    const balance = expected.get(n) as number;
    const size = int(2, 5);
    await Promise.all(
      Array.from({ length: size }, () =>
        cardPayment(n, int(1, Math.max(1, Math.ceil((balance * 2) / size)))),
      ),
    );
    return `burst of ${size} on ${n}`;
  },
  async paymentsImport() {
    const rows = Array.from({ length: int(1, 4) }, () => {
      const n = pick(numbers());
      const cents = int(1, 50_000);
      move(n, -cents);
      referenceSeq += 1;
      return [
        n,
        money(cents),
        `02/${String(int(1, 28)).padStart(2, '0')}/2026`,
        pick(['credit_card', 'ACH', 'check']),
        `PROP-PAY-${SEED}-${referenceSeq}`,
        null,
      ];
    });
    const result = await t.importFile(
      'payments',
      'payments.csv',
      toCsv([[...PAYMENT_TEMPLATE_COLUMNS], ...rows]),
    );
    expect(result).toMatchObject({ created: rows.length, errors: 0 });
    return `payments import of ${rows.length}`;
  },
  async transactionsImport() {
    const rows = Array.from({ length: int(1, 4) }, () => {
      const n = pick(numbers());
      const [type, cents] = pick([
        ['Interest', int(1, 5_000)],
        ['Late fee', int(1, 3_500)],
        ['Credit', -int(1, 2_000)],
      ] as const);
      move(n, cents);
      referenceSeq += 1;
      return [n, money(cents), '02/15/2026', type, `${type} posted`, `PROP-TX-${SEED}-${referenceSeq}`];
    });
    const result = await t.importFile(
      'transactions',
      'transactions.csv',
      toCsv([[...TRANSACTION_TEMPLATE_COLUMNS], ...rows]),
    );
    expect(result).toMatchObject({ created: rows.length, errors: 0 });
    return `transactions import of ${rows.length}`;
  },
  async externalPayment() {
    const n = pick(owing());
    const cents = int(1, expected.get(n) as number);
    const paidTo = pick(['agency', 'client', undefined] as const);
    await ok(
      await send('POST', '/api/payments/record-external', {
        debtAccountId: ids.get(n),
        amount: money(cents),
        paidTo,
      }),
    );
    move(n, -cents);
    return `external ${paidTo ?? 'default'} ${n}`;
  },
  async editForm() {
    const n = pick(numbers());
    const cents = int(0, 600_000);
    await ok(
      await send('PUT', `/api/admin/accounts/${ids.get(n)}`, {
        unpaid_balance: money(cents),
        balanceChangeReason: 'Creditor correction',
      }),
    );
    expected.set(n, cents);
    return `edit ${n}`;
  },
  async manualPosting() {
    const n = pick(numbers());
    const balance = expected.get(n) as number;
    const kind = pick(
      balance > 0
        ? (['interest', 'fee', 'adjustment', 'settlement_writeoff'] as const)
        : (['interest', 'fee', 'adjustment'] as const),
    );
    const cents =
      kind === 'settlement_writeoff'
        ? int(1, balance)
        : kind === 'adjustment'
          ? pick([-1, 1]) * int(1, 20_000)
          : int(1, 10_000);
    const posted = await ok(
      await send('POST', `/api/admin/accounts/${ids.get(n)}/ledger`, {
        kind,
        amount: money(cents),
        reason: 'Property test',
        // Only a refund owed may take the balance below zero (decision 0091).
        refundOwed: kind === 'adjustment' && cents < 0 && balance + cents < 0,
      }),
      201,
    );
    const signed = kind === 'settlement_writeoff' ? -cents : cents;
    expect(parseCents(posted.amount)).toBe(signed);
    move(n, signed);
    return `${kind} ${n}`;
  },
  async reversal() {
    const n = pick(numbers());
    const open = (await ledgerOf(n)).filter(
      (e) => (e.kind === 'payment' || e.kind === 'direct_payment') && e.reversedByEntryId === null,
    );
    if (open.length === 0) return `no payment to reverse on ${n}`;
    const entry = pick(open);
    await ok(
      await send('POST', `/api/admin/ledger/entries/${entry.id}/reverse`, {
        reason: pick(['chargeback', 'nsf', 'void']),
      }),
      201,
    );
    move(n, -(parseCents(entry.amount) ?? 0));
    return `reverse ${entry.kind} on ${n}`;
  },
  /** Different postings on one account at the same moment: none may be lost. */
  async mixedBurst() {
    const n = pick(owing());
    const id = ids.get(n) as number;
    await Promise.all([
      cardPayment(n, int(1, Math.max(1, Math.floor((expected.get(n) as number) / 4)))),
      send('POST', `/api/admin/accounts/${id}/ledger`, { kind: 'fee', amount: '1.25', reason: 'Burst' }).then(
        async (r) => {
          await ok(r, 201);
          move(n, 125);
        },
      ),
      send('POST', `/api/admin/accounts/${id}/ledger`, {
        kind: 'interest',
        amount: '0.99',
        reason: 'Burst',
      }).then(async (r) => {
        await ok(r, 201);
        move(n, 99);
      }),
    ]);
    return `mixed burst on ${n}`;
  },
};
type StepKind = keyof typeof STEP_KINDS;
const NEEDS_BALANCE: readonly StepKind[] = ['cardPayment', 'cardBurst', 'externalPayment', 'mixedBurst'];

/** The invariant, checked on every account after every step. */
async function checkEveryAccount(step: string) {
  expect(await ledgerMismatches(t.deps.db), step).toEqual([]);
  for (const n of numbers()) {
    const account = await ok(await send('GET', `/api/admin/accounts/${ids.get(n)}`));
    const entries = await ledgerOf(n);
    const sum = entries.reduce((s, e) => s + (parseCents(e.amount) ?? 0), 0);
    expect(entries[0]?.kind, `${step}: ${n} starts with its placement`).toBe('placement');
    expect(
      entries.filter((e) => e.kind === 'placement'),
      `${step}: one placement on ${n}`,
    ).toHaveLength(1);
    expect(
      [parseCents(account.unpaid_balance), sum, parseCents(entries.at(-1)?.balanceAfter ?? '0')],
      `${step}: ${n}`,
    ).toEqual([expected.get(n), expected.get(n), expected.get(n)]);
  }
}

describe('the balance is the sum of the ledger from the placed amount', () => {
  it(`holds after every step of a random run (seed ${SEED})`, async () => {
    await importAccounts(Array.from({ length: ACCOUNTS }, (_, i) => [`PROP-${i + 1}`, int(10_000, 900_000)]));
    await checkEveryAccount('first import');
    const kinds = Object.keys(STEP_KINDS) as StepKind[];
    const seen = new Set<StepKind>();
    for (let i = 0; i < STEPS; i++) {
      // Every kind comes up at least once; the rest is drawn at random.
      const kind = i < kinds.length ? kinds[i] : pick(kinds);
      if (NEEDS_BALANCE.includes(kind) && owing().length === 0) continue;
      const step = `step ${i} (${await STEP_KINDS[kind]()})`;
      seen.add(kind);
      await checkEveryAccount(step);
    }
    expect([...seen].sort()).toEqual([...kinds].sort());

    // The one account summary agrees: original + adjustments − payments = the balance, per account.
    const summary = await accountSummaryOf(t.deps.db, { accountIds: [...ids.values()] });
    for (const a of summary.accounts) {
      const [original, adjustments, paid, balance] = [
        a.original,
        a.adjustments,
        a.payments,
        a.currentBalance,
      ].map((v) => parseCents(v) as number);
      expect(original + adjustments - paid).toBe(balance);
      const n = [...ids].find(([, id]) => id === a.id)?.[0] as string;
      expect(balance).toBe(expected.get(n));
    }
  }, 120_000);
});
