import {
  buildPlanSchedule,
  type PlanFrequency,
  type PlanKind,
  parseCents,
  type RunDueResult,
  TEST_ROUTING_NUMBER,
} from '@arrears/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase } from '../../../src/db/client';
import {
  debtAccounts,
  type PaymentPlanRow,
  paymentMethods,
  paymentPlans,
  planInstallments,
} from '../../../src/db/schema';
import type { AppDeps } from '../../../src/deps';
import { insertPlanRecord } from '../../../src/modules/arrangements/plan-records';
import { runDue } from '../../../src/modules/arrangements/scheduler/run-due';
import type { CardSaleResult } from '../../../src/providers/card-gateway/card-gateway';
import { SandboxSavedMethods } from '../../../src/providers/card-gateway/sandbox-saved-methods';
import type { TokenSaleRequest } from '../../../src/providers/card-gateway/saved-method-gateway';
import type { TestApp } from '../../build-test-app';
import { type AccountFixture, insertAccount } from '../accounts/account-fixtures';

/** The test clock's day (2026-03-02, a Monday, 10:00 in US Eastern). */
export const TODAY = '2026-03-02';

/** The sandbox's saved methods, slowed so that concurrent runs really overlap, counting every sale. */
export class CountingSavedMethods extends SandboxSavedMethods {
  readonly sales: TokenSaleRequest[] = [];
  /** When set, the next sale never answers (the connection drops): nobody knows if money moved. */
  dropNext = false;
  constructor(private readonly latencyMs = 60) {
    super();
  }
  override async tokenSale(request: TokenSaleRequest): Promise<CardSaleResult> {
    this.sales.push(request);
    await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    if (this.dropNext) {
      this.dropNext = false;
      throw new Error('socket hang up');
    }
    return super.tokenSale(request);
  }
}

export interface PlanFixture {
  /** A test card number (card) or a test bank account number (ach). */
  card?: string;
  bankAccount?: string;
  balance?: string;
  kind?: PlanKind;
  /** What the installments add up to (the balance for a plan, the agreed sum for a settlement). */
  totalCents?: number;
  installments?: number;
  frequency?: PlanFrequency;
  firstDate?: string;
  email?: string | null;
  /** More of the account (its number, phone, SSN and birth date). */
  account?: AccountFixture;
}

/**
 * An account in New Jersey (so 10:00 Eastern is a convenient hour) with an active arrangement paid by
 * a method saved through deps.savedMethods, inserted as the plans API does (insertPlanRecord).
 */
export async function accountWithPlan(t: TestApp, f: PlanFixture = {}) {
  const balance = f.balance ?? '1000.00';
  const account = await insertAccount(t.deps.db, t.deps.encryption, {
    unpaidBalance: balance,
    firstName: 'Jane',
    lastName: 'Doe',
    fullName: 'Jane Doe',
    emailAddress: f.email === undefined ? 'jane.doe@example.com' : f.email,
    state: 'NJ',
    zipCode: '08002',
    primaryPhone: '6095550100',
    ...f.account,
  });
  const saved = f.bankAccount
    ? await t.deps.savedMethods.saveBankAccount({
        routingNumber: TEST_ROUTING_NUMBER,
        accountNumber: f.bankAccount,
        accountType: 'checking',
        holderName: 'Jane Doe',
      })
    : await t.deps.savedMethods.saveCard({
        cardholder: 'Jane Doe',
        number: f.card ?? '4000100011112224',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      });
  if (!saved.ok) throw new Error(saved.errorMessage);
  const [method] = await t.deps.db
    .insert(paymentMethods)
    .values({
      debtAccountId: account.id,
      type: f.bankAccount ? 'ach' : 'card',
      processor: t.deps.savedMethods.name,
      token: saved.token,
      cardBrand: f.bankAccount ? null : saved.cardType,
      last4: saved.last4,
      accountType: f.bankAccount ? 'checking' : null,
      holderName: 'Jane Doe',
    })
    .returning();
  const balanceCents = parseCents(balance) ?? 0;
  const totalCents = f.totalCents ?? balanceCents;
  const frequency = f.frequency ?? 'monthly';
  const plan = await insertPlanRecord(t.deps.db, {
    debtAccountId: account.id,
    kind: f.kind ?? 'plan',
    status: 'active',
    totalCents,
    balanceCents,
    frequency,
    schedule: buildPlanSchedule(totalCents, f.installments ?? 3, frequency, f.firstDate ?? TODAY),
    paymentMethodId: method.id,
    channel: 'portal',
    createdByUserId: null,
    authorizationWords: 'I authorize the payments of this plan.',
    authorizedAt: new Date(t.clock.now()),
    authorizedIp: '203.0.113.9',
    authorizedByUserId: null,
    approvalReason: null,
    validUntil: null,
  });
  return { account, method, plan };
}

export async function installmentsOf(t: TestApp, planId: number) {
  return t.deps.db
    .select()
    .from(planInstallments)
    .where(eq(planInstallments.planId, planId))
    .orderBy(asc(planInstallments.seq));
}

export async function planOf(t: TestApp, planId: number): Promise<PaymentPlanRow> {
  const [row] = await t.deps.db.select().from(paymentPlans).where(eq(paymentPlans.id, planId));
  return row;
}

export async function balanceOf(t: TestApp, accountId: number): Promise<string> {
  const [row] = await t.deps.db
    .select({ balance: debtAccounts.unpaidBalance })
    .from(debtAccounts)
    .where(eq(debtAccounts.id, accountId));
  return row.balance;
}

/** runDue on the app's deps, with the clock moved to 10:00 Eastern of `asOf` as the job would run. */
export async function runOn(t: TestApp, asOf: string): Promise<RunDueResult> {
  t.clock.nowMs = Date.parse(`${asOf}T15:00:00Z`);
  return runDue(t.deps, asOf);
}

/** The result's lines for one plan. */
export function chargedFor(result: RunDueResult, planId: number) {
  return result.charged.filter((line) => line.planId === planId);
}

/**
 * On PostgreSQL, the deps of a second server on the same database (its own connection pool), as two
 * instances run the job; on PGlite (one connection in one process) null.
 */
export async function secondInstance(
  t: TestApp,
): Promise<{ deps: AppDeps; close: () => Promise<void> } | null> {
  const template = inject('databaseTemplate');
  if (template.kind !== 'postgres') return null;
  const current = await t.deps.db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
  const url = new URL(template.url);
  url.pathname = `/${current.rows[0]?.name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return { deps: { ...t.deps, db: handle.db }, close: () => handle.close() };
}
