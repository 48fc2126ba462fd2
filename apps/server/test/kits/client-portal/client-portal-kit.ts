import { clients, type DebtAccountRow, placements } from '../../../src/db/schema';
import { postLedgerEntry } from '../../../src/modules/ledger/ledger-posting';
import { approveRemittance, draftRemittance } from '../../../src/modules/remittances/remittances.service';
import { buildTestApp, type TestApp } from '../../build-test-app';
import { createUser, signIn } from '../../factories';
import { insertAccount } from '../accounts/account-fixtures';

/** One client of the portal's tests: its user's cookie, a placement, two accounts, a payment. */
export interface PortalClient {
  id: number;
  code: string;
  userId: number;
  cookie: string;
  placementId: number;
  accounts: DebtAccountRow[];
  /** The ledger entry of the payment on the first account. */
  paymentEntryId: number;
  /** The approved remittance of that payment, and a draft (nothing in it) a client never sees. */
  remittanceId: number;
  draftRemittanceId: number;
}

export interface ClientPortalTestApp extends TestApp {
  a: PortalClient;
  b: PortalClient;
  /** Cookies of the agency's roles and a debtor, for the refusals. */
  cookies: Record<'admin' | 'staff' | 'collector' | 'debtor', string>;
  get(cookie: string, url: string): Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;
}

/**
 * Two clients, A (placed in May, 1,000.00 + 500.00, 250.00 collected) and B (the same shape),
 * each with a client user; A's user is the caller of most tests, B's data what must never show.
 */
export async function buildClientPortalTestApp(): Promise<ClientPortalTestApp> {
  const t = await buildTestApp();
  const db = t.deps.db;
  const make = async (code: string, ssn: string): Promise<PortalClient> => {
    const [client] = await db
      .insert(clients)
      .values({
        code,
        name: `${code} Bank`,
        remitMethod: 'net',
        remitFrequency: 'daily',
        commissionRate: '25',
      })
      .returning();
    const [placement] = await db
      .insert(placements)
      .values({ clientId: client.id, placedOn: '2026-05-04', label: `${code} May file` })
      .returning();
    const accounts = [];
    for (const [n, balance] of [
      [1, '1000.00'],
      [2, '500.00'],
    ] as const) {
      accounts.push(
        await insertAccount(db, t.deps.encryption, {
          accountNumber: `${code}-${n}`,
          fullName: `${code} Debtor ${n}`,
          ssn,
          clientId: client.id,
          placementId: placement.id,
          accountStatus: n === 1 ? 'Active' : 'Payment plan',
          unpaidBalance: balance,
        }),
      );
    }
    const { entryId } = await postLedgerEntry(db, {
      debtAccountId: accounts[0].id,
      kind: 'payment',
      amountCents: -25_000,
      effectiveDate: '2026-06-10',
      postedByUserId: null,
      source: 'external',
      method: 'check',
    });
    const user = await createUser(db, {
      role: 'client',
      username: `${code.toLowerCase()}-user`,
      clientId: client.id,
    });
    const period = { clientId: client.id, periodStart: '2026-06-01', periodEnd: '2026-06-30' };
    const remittance = await draftRemittance(db, period, { userId: null, nowMs: Date.now() });
    if (!remittance) throw new Error('no remittance drafted');
    await approveRemittance(db, remittance.id, user.id);
    const draft = await draftRemittance(db, period, { userId: null, nowMs: Date.now() });
    if (!draft) throw new Error('no draft');
    return {
      id: client.id,
      code,
      userId: user.id,
      cookie: await signIn(t.app, user.username),
      placementId: placement.id,
      accounts,
      paymentEntryId: entryId,
      remittanceId: remittance.id,
      draftRemittanceId: draft.id,
    };
  };
  const a = await make('ABANK', '111223333');
  const b = await make('BBANK', '444556666');
  const cookies = {} as ClientPortalTestApp['cookies'];
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const) {
    await createUser(db, { role, username: `portal-${role}` });
    cookies[role] = await signIn(t.app, `portal-${role}`);
  }
  return {
    ...t,
    a,
    b,
    cookies,
    get: (cookie, url) => t.app.inject({ method: 'GET', url, headers: { cookie } }),
  };
}
