import { TEST_ROUTING_NUMBER } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import {
  clients,
  debtAccounts,
  mailOutbox,
  paymentMethods,
  paymentPlans,
  planInstallments,
} from '../../../src/db/schema';
import { openMailBody } from '../../../src/providers/mail/mail-outbox';
import type { TestApp } from '../../build-test-app';
import { createUser, signIn } from '../../factories';

let sequence = 0;

/** 10:00 in US Eastern on `day` (the test clock's hour): the agency's "today" is `day`. */
export const at = (day: string) => Date.parse(`${day}T15:00:00Z`);

/** A client with the given plan and settlement authority; `accountId` is placed with it. */
export async function placeWithClient(
  t: TestApp,
  accountId: number,
  authority: { planAuthorityMonths?: number | null; settlementAuthorityPercent?: string | null },
): Promise<number> {
  sequence += 1;
  const [client] = await t.deps.db
    .insert(clients)
    .values({
      code: `PLN${sequence}${Date.now().toString(36).toUpperCase()}`,
      name: `Plan Test Client ${sequence}`,
      remitMethod: 'net',
      remitFrequency: 'monthly',
      commissionRate: '25',
      planAuthorityMonths: authority.planAuthorityMonths ?? null,
      settlementAuthorityPercent: authority.settlementAuthorityPercent ?? null,
    })
    .returning();
  await t.deps.db.update(debtAccounts).set({ clientId: client.id }).where(eq(debtAccounts.id, accountId));
  return client.id;
}

export const CARD = {
  type: 'card' as const,
  cardNumber: '4000 1000 1111 2224',
  expMonth: 12,
  expYear: 2030,
  cvv: '8461',
  billingInfo: { firstName: 'Jane', lastName: 'Doe', address: '1 Main St', zip: '08002' },
};

export const ACH = {
  type: 'ach' as const,
  routingNumber: TEST_ROUTING_NUMBER,
  accountNumber: '2222222222',
  accountType: 'checking' as const,
  nameOnAccount: 'Jane Doe',
};

/** The portal's body: 3 monthly card payments from `firstDate`. */
export function planBody(debtAccountId: number, firstDate: string, overrides: Record<string, unknown> = {}) {
  return {
    debtAccountId,
    installments: 3,
    frequency: 'monthly',
    firstDate,
    method: CARD,
    authorization: true,
    ...overrides,
  };
}

/** The workspace's body: as the portal's, with the words read aloud instead of a checkbox. */
export function agentPlanBody(
  debtAccountId: number,
  firstDate: string,
  overrides: Record<string, unknown> = {},
) {
  const { authorization: _, ...body } = planBody(debtAccountId, firstDate);
  return { ...body, authorizationRead: true, ...overrides };
}

export async function signedIn(t: TestApp, role: 'admin' | 'staff' | 'collector' | 'debtor') {
  const user = await createUser(t.deps.db, { role });
  return { user, cookie: await signIn(t.app, user.username) };
}

export function call(
  t: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: { cookie }, payload });
}

/** Rows of the three arrangement tables of an account, to prove a refusal wrote nothing. */
export async function arrangementRows(t: TestApp, debtAccountId: number) {
  const db = t.deps.db;
  const plans = await db.select().from(paymentPlans).where(eq(paymentPlans.debtAccountId, debtAccountId));
  const installments = plans.length
    ? await db.select().from(planInstallments).where(eq(planInstallments.planId, plans[0].id))
    : [];
  const methods = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.debtAccountId, debtAccountId));
  return { plans: plans.length, installments: installments.length, methods: methods.length };
}

/** The outbox's mails to `to`, bodies opened (the outbox keeps them sealed). */
export async function mailsTo(t: TestApp, to: string) {
  const rows = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return rows.map((r) => ({
    subject: r.subject,
    text: openMailBody(t.deps.encryption, r.textBody, r.id, 'text_body'),
  }));
}
