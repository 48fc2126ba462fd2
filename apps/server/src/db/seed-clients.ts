import { eq } from 'drizzle-orm';
import { placeAccounts } from '../modules/accounts';
import { insertUsers } from '../modules/users';
import type { Transaction } from './client';
import { clients, placements } from './schema';

/**
 * The demo's clients (decision 0049): a bank, a school and a hospital, each with one placement holding
 * some of the demo accounts (accounts not listed stay with the default client).
 */
export const DEMO_CLIENTS = [
  {
    code: 'KCB',
    name: 'Keystone Community Bank',
    remitMethod: 'net',
    remitFrequency: 'daily',
    commissionRate: '25',
    settlementAuthorityPercent: '60',
    planAuthorityMonths: 24,
    itemizationDateBasis: 'charge_off',
    contacts: [{ name: 'Rita Moss', email: 'recoveries@kcb.example', phone: '2155550100' }],
    accounts: ['ACC-100001', 'ACC-100002'],
  },
  {
    code: 'RSU',
    name: 'Riverside State University',
    remitMethod: 'gross',
    remitFrequency: 'monthly',
    commissionRate: '20',
    commissionTiers: [
      { minAgeDays: 0, rate: '20' },
      { minAgeDays: 365, rate: '30' },
    ],
    settlementAuthorityPercent: '75',
    planAuthorityMonths: 36,
    itemizationDateBasis: 'last_statement',
    contacts: [{ name: 'Bursar’s Office', email: 'bursar@rsu.example', phone: null }],
    accounts: ['ACC-100004'],
  },
  {
    code: 'MGH',
    name: 'Mercy General Hospital',
    remitMethod: 'net',
    remitFrequency: 'weekly',
    commissionRate: '30',
    settlementAuthorityPercent: '50',
    planAuthorityMonths: 12,
    itemizationDateBasis: 'last_payment',
    contacts: [{ name: 'Patient Financial Services', email: null, phone: '6095550177' }],
    accounts: ['ACC-100003'],
  },
] as const;

/** The demo clients, a placement each dated a month ago, and their accounts moved to them. */
export async function seedDemoClients(tx: Transaction, placedOn: string): Promise<void> {
  for (const { accounts, ...client } of DEMO_CLIENTS) {
    const [row] = await tx
      .insert(clients)
      .values({
        ...client,
        contacts: [...client.contacts],
        commissionTiers: 'commissionTiers' in client ? [...client.commissionTiers] : null,
      })
      .returning({ id: clients.id });
    const [placement] = await tx
      .insert(placements)
      .values({ clientId: row.id, placedOn, label: `${client.name} placement` })
      .returning({ id: placements.id });
    await placeAccounts(tx, accounts, { clientId: row.id, placementId: placement.id });
  }
}

/** The demo's client user (decision 0055): the bank's, who signs in at /login and lands on /client. */
export const DEMO_CLIENT_USER = {
  username: 'client',
  email: 'recoveries@kcb.example',
  firstName: 'Rita',
  lastName: 'Moss',
  role: 'client',
  clientCode: 'KCB',
} as const;

/** The demo client user, tied to the bank (after seedDemoClients, in the same transaction). */
export async function seedDemoClientUser(tx: Transaction, passwordHash: string): Promise<void> {
  const { clientCode, ...user } = DEMO_CLIENT_USER;
  const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.code, clientCode));
  await insertUsers(tx, [{ ...user, phone: '2155550100', passwordHash, clientId: client.id }]);
}
