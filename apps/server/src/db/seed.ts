import { centsToDecimal, easternDateOf, parseCents } from '@arrears/domain';
import { count, eq } from 'drizzle-orm';
import type { Config } from '../config';
import { addTimelineEntry } from '../modules/account-timeline';
import { insertAccounts, recordLastActivity, setAssignee } from '../modules/accounts';
import { postLedgerEntry } from '../modules/ledger';
import { insertValidationNotices } from '../modules/letters';
import { insertSettledPayment } from '../modules/payments';
import { insertUsers } from '../modules/users';
import { boundTo } from '../security/field-bindings';
import type { FieldEncryption } from '../security/field-encryption';
import { hashPassword } from '../security/passwords';
import type { Database, Transaction } from './client';
import { contactPreferences, debtAccounts, type NewDebtAccount, smsMessages, users } from './schema';
import { seedDemoClients, seedDemoClientUser } from './seed-clients';
import { seedDemoRemittance } from './seed-remittances';

/** The demo sign-ins (listed in README.md); seeded only in demo mode, never in production. */
export const DEMO_PASSWORD = 'Password123!';
export const DEMO_USERS = [
  {
    username: 'admin',
    email: 'admin@keystone-recovery.example',
    firstName: 'Avery',
    lastName: 'Admin',
    role: 'admin',
  },
  {
    username: 'staff',
    email: 'staff@keystone-recovery.example',
    firstName: 'Sam',
    lastName: 'Staff',
    role: 'staff',
  },
  {
    username: 'collector',
    email: 'collector@keystone-recovery.example',
    firstName: 'Casey',
    lastName: 'Collector',
    role: 'collector',
  },
  { username: 'jdoe', email: 'john.doe@example.com', firstName: 'John', lastName: 'Doe', role: 'debtor' },
] as const;

export const DEMO_ACCOUNTS = [
  {
    accountNumber: 'ACC-100001',
    owner: 'jdoe',
    firstName: 'John',
    lastName: 'Doe',
    ssn: '123456789',
    birthDate: '1985-04-12',
    address1: '42 Maple Street',
    city: 'Camden',
    state: 'NJ',
    zipCode: '08102',
    primaryPhone: '8565550101',
    emailAddress: 'john.doe@example.com',
    principalOriginal: '3200.00',
    unpaidBalance: '2450.75',
  },
  {
    accountNumber: 'ACC-100002',
    owner: 'jdoe',
    firstName: 'John',
    lastName: 'Doe',
    ssn: '123456789',
    birthDate: '1985-04-12',
    address1: '42 Maple Street',
    city: 'Camden',
    state: 'NJ',
    zipCode: '08102',
    primaryPhone: '8565550101',
    emailAddress: 'john.doe@example.com',
    principalOriginal: '780.00',
    unpaidBalance: '612.40',
  },
  {
    accountNumber: 'ACC-100003',
    owner: null,
    firstName: 'Maria',
    lastName: 'Garcia',
    ssn: '987654321',
    birthDate: '1979-11-03',
    address1: '718 Oak Avenue',
    city: 'Trenton',
    state: 'NJ',
    zipCode: '08608',
    primaryPhone: '6095550144',
    emailAddress: 'maria.garcia@example.com',
    principalOriginal: '5400.00',
    unpaidBalance: '4875.00',
  },
  {
    accountNumber: 'ACC-100004',
    owner: null,
    firstName: 'Robert',
    lastName: 'Smith',
    ssn: '555443333',
    birthDate: '1990-07-21',
    address1: '9 Pine Court',
    city: 'Philadelphia',
    state: 'PA',
    zipCode: '19103',
    primaryPhone: '2155550188',
    emailAddress: 'robert.smith@example.com',
    principalOriginal: '1500.00',
    unpaidBalance: '1500.00',
  },
] as const;

/** The loan behind each demo account: creditor, terms, vehicle, delinquency (what the agent screen shows). */
const DEMO_LOANS: Record<string, Partial<NewDebtAccount>> = {
  'ACC-100001': {
    schoolName: 'CFC AUTO CREDIT',
    interestRate: '18.9900',
    totalContractAmt: '3200.00',
    originationDate: '2022-03-15',
    vehicleModel: '2016 Honda Civic',
    vin: '2HGFC2F59GH512345',
    pastDueAmt: '420.00',
    daysDelinq: 74,
  },
  'ACC-100002': {
    schoolName: 'Global Financial Services',
    interestRate: '12.5000',
    totalContractAmt: '780.00',
    originationDate: '2023-06-01',
    pastDueAmt: '150.00',
    daysDelinq: 45,
  },
  'ACC-100003': {
    schoolName: 'MI GENTE FINANCIAL - CFC (SERV)',
    interestRate: '21.0000',
    totalContractAmt: '5400.00',
    originationDate: '2021-09-20',
    vehicleModel: '2018 Toyota Camry',
    vin: '4T1B11HK8JU654321',
    pastDueAmt: '975.00',
    daysDelinq: 120,
  },
  'ACC-100004': {
    schoolName: 'MI GENTE FINANCIAL - DLN (SERV)',
    interestRate: '15.2500',
    totalContractAmt: '1500.00',
    originationDate: '2024-01-10',
    pastDueAmt: '300.00',
    daysDelinq: 31,
  },
};

/**
 * What was paid before the demo starts, so the dashboard, payment details and the portal's history
 * have something to show: the difference between each account's principal and its balance.
 */
const DEMO_PAYMENTS = [
  {
    accountNumber: 'ACC-100002',
    daysAgo: 30,
    amount: '167.60',
    balanceBefore: '780.00',
    balanceAfter: '612.40',
    source: 'portal',
    paymentMethod: 'credit_card',
    cardBrand: 'Visa',
    cardLast4: '2224',
    confirmationCode: 'PAY-DEMO-0001',
    transactionId: '3000000001',
    authCode: '123456',
    message: 'Card payment $167.60 approved (Visa ending 2224), confirmation PAY-DEMO-0001',
  },
  {
    accountNumber: 'ACC-100003',
    daysAgo: 45,
    amount: '525.00',
    balanceBefore: '5400.00',
    balanceAfter: '4875.00',
    source: 'external',
    paymentMethod: 'bank_transfer',
    cardBrand: null,
    cardLast4: null,
    confirmationCode: null,
    transactionId: 'WIRE-DEMO-0001',
    authCode: null,
    message: 'External payment $525.00 recorded, transaction WIRE-DEMO-0001',
  },
] as const;

/** The demo's compliance facts (decision 0024). */
export const DEMO_VALIDATION_NOTICE_DAYS_AGO = 90;
export const DEMO_SMS_CONSENT = { accountNumber: 'ACC-100003', phone: '6095550144' } as const;

/** Creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD when the database has no admin. */
export async function ensureFirstAdmin(db: Database, config: Config): Promise<boolean> {
  if (!config.firstAdmin) return false;
  const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  if (n > 0) return false;
  const { username, password, email } = config.firstAdmin;
  await insertUsers(db, [
    {
      username,
      email,
      firstName: 'Administrator',
      lastName: username,
      role: 'admin',
      passwordHash: await hashPassword(password),
    },
  ]);
  return true;
}

/** Seeds the demo users and accounts once (when the demo admin does not exist yet). */
export async function seedDemoData(db: Database, encryption: FieldEncryption): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'admin'))
    .limit(1);
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const created = await insertUsers(
      tx,
      DEMO_USERS.map((u) => ({ ...u, phone: '8885550147', passwordHash })),
    );
    const idOf = new Map(created.map((u) => [u.username, u.id]));
    await insertAccounts(
      tx,
      DEMO_ACCOUNTS.map(({ owner, ssn, birthDate, ...a }) => ({
        ...a,
        // The placed balance: what is owed today plus the demo payments posted below. Placed (the
        // ledger's first entry is dated so) when the validation notices went out, before any payment.
        unpaidBalance: placedBalanceOf(a.accountNumber, a.unpaidBalance),
        createdAt: new Date(Date.now() - DEMO_VALIDATION_NOTICE_DAYS_AGO * 86_400_000),
        ...DEMO_LOANS[a.accountNumber],
        userId: owner ? (idOf.get(owner) ?? null) : null,
        fullName: `${a.firstName} ${a.lastName}`,
        accountStatus: 'Active',
        ssnEncrypted: encryption.encrypt(ssn, boundTo.account('ssn_encrypted', a.accountNumber)),
        birthDateEncrypted: encryption.encrypt(
          birthDate,
          boundTo.account('birth_date_encrypted', a.accountNumber),
        ),
        identityHash: encryption.identityHash(ssn.slice(-4), birthDate),
        ssnLast4Hash: encryption.ssnLast4Hash(ssn.slice(-4)),
      })),
    );
    const accounts = await tx
      .select({ id: debtAccounts.id, number: debtAccounts.accountNumber })
      .from(debtAccounts);
    await seedDemoClients(tx, easternDateOf(Date.now() - 30 * 86_400_000));
    await seedDemoClientUser(tx, passwordHash);
    const accountId = new Map(accounts.map((a) => [a.number, a.id]));
    for (const { accountNumber, daysAgo, message, ...p } of DEMO_PAYMENTS) {
      const debtAccountId = accountId.get(accountNumber) as number;
      const at = new Date(Date.now() - daysAgo * 86_400_000);
      const paymentId = await insertSettledPayment(tx, {
        ...p,
        debtAccountId,
        paymentDate: easternDateOf(at.getTime()),
        status: 'approved',
        referenceNumber: p.transactionId,
        requestedAmount: p.amount,
        createdAt: at,
        processedAt: at,
      });
      await postLedgerEntry(tx, {
        debtAccountId,
        kind: 'payment',
        amountCents: -(parseCents(p.amount) ?? 0),
        effectiveDate: easternDateOf(at.getTime()),
        postedByUserId: null,
        source: p.source,
        method: p.paymentMethod === 'credit_card' ? 'card' : p.paymentMethod,
        paymentId,
      });
      await recordLastActivity(
        tx,
        debtAccountId,
        { date: easternDateOf(at.getTime()), amount: p.amount },
        false,
      );
      await addTimelineEntry(tx, {
        debtAccountId,
        channel: 'Payment',
        message,
        createdAt: at,
        details: { paymentId },
      });
    }
    // Compliance facts (decision 0024): every demo debt's validation notice went out by mail 90 days ago
    // (its validation period is over), and Maria Garcia agreed to texts at her primary phone.
    const sentOn = easternDateOf(Date.now() - DEMO_VALIDATION_NOTICE_DAYS_AGO * 86_400_000);
    await insertValidationNotices(
      tx,
      accounts.map((a) => ({ debtAccountId: a.id, sentOn, method: 'mail' as const })),
    );
    await tx.insert(contactPreferences).values({
      debtAccountId: accountId.get(DEMO_SMS_CONSENT.accountNumber) as number,
      kind: 'sms_consent',
      phone: DEMO_SMS_CONSENT.phone,
      source: 'agent',
      note: 'Consent to texts given on the phone (demo data)',
    });
    await seedDemoQueue(tx, idOf.get('collector') as number, accountId);
    await seedDemoRemittance(tx, idOf.get('admin') as number);
  });
  return true;
}

function placedBalanceOf(accountNumber: string, balance: string): string {
  const paid = DEMO_PAYMENTS.filter((p) => p.accountNumber === accountNumber).reduce(
    (sum, p) => sum + (parseCents(p.amount) ?? 0),
    0,
  );
  return centsToDecimal((parseCents(balance) ?? 0) + paid);
}

/** The demo's work queue (decision 0040): two accounts for the demo collector, one reply not yet read. */
export const DEMO_COLLECTOR_ACCOUNTS = ['ACC-100002', 'ACC-100003'];
export const DEMO_UNREAD_REPLY = {
  accountNumber: 'ACC-100003',
  from: '6095550144',
  body: 'Please call me after 5 pm',
};

async function seedDemoQueue(tx: Transaction, collectorId: number, accountId: Map<string, number>) {
  await setAssignee(
    tx,
    DEMO_COLLECTOR_ACCOUNTS.map((number) => accountId.get(number) as number),
    collectorId,
  );
  const debtAccountId = accountId.get(DEMO_UNREAD_REPLY.accountNumber) as number;
  const at = new Date(Date.now() - 2 * 60 * 60 * 1000);
  const [sms] = await tx
    .insert(smsMessages)
    .values({
      debtAccountId,
      direction: 'inbound',
      fromNumber: DEMO_UNREAD_REPLY.from,
      body: DEMO_UNREAD_REPLY.body,
      status: 'received',
      receivedAt: at,
      createdAt: at,
    })
    .returning({ id: smsMessages.id });
  await addTimelineEntry(tx, {
    debtAccountId,
    channel: 'SMS',
    message: `Inbound SMS: ${DEMO_UNREAD_REPLY.body}`,
    createdAt: at,
    details: { smsId: sms.id, from: DEMO_UNREAD_REPLY.from, direction: 'inbound', keyword: null },
  });
}
