import { type AccountSummary, DEMO_BRAND, LETTER_MESSAGES as M } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/factories';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { pdfText } from '../../../test/pdf-text';
import { contactEvents, letters, securityEvents, validationNotices } from '../../db/schema';
import { postLedgerEntry } from '../ledger/ledger-posting';

let t: ContactCenterTestApp;
beforeAll(async () => {
  t = await buildContactCenterTestApp();
});
afterAll(async () => t.close());

/** Moves the clock to 10:00 US Eastern on `day` and signs everyone in again (sessions expire when idle). */
async function setDay(day: string) {
  t.clock.nowMs = Date.parse(`${day}T15:00:00Z`);
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const)
    t.cookies[role] = await signIn(t.app, t.users[role].username);
}
const NOTICE = { template: 'validation_notice', language: 'en', delivery: 'print' };

/**
 * An account placed at $1,250.00 with a client's itemization date of 2026-01-15, $5.00 interest
 * before it, and since: interest, a fee, a check, a card payment that came back, an adjustment down.
 */
async function itemizedAccount(userId: number | null = null) {
  const account = await t.account({
    userId,
    unpaidBalance: '1250.00',
    itemizationDate: '2026-01-15',
    schoolName: 'Lakeside College',
    address1: '12 Orchard Lane',
    address2: 'Apt 4B',
    city: 'Trenton',
    state: 'NJ',
    zipCode: '08608',
  });
  const post = (
    kind: 'interest' | 'fee' | 'direct_payment' | 'payment' | 'reversal' | 'adjustment',
    cents: number,
    day: string,
  ) =>
    postLedgerEntry(t.deps.db, {
      debtAccountId: account.id,
      kind,
      amountCents: cents,
      effectiveDate: day,
      postedByUserId: null,
      source: 'agent',
    });
  await post('interest', 500, '2026-01-10');
  await post('interest', 1234, '2026-02-01');
  await post('fee', 2500, '2026-02-03');
  await post('direct_payment', -10000, '2026-02-10');
  const paid = await post('payment', -5000, '2026-02-12');
  await postLedgerEntry(t.deps.db, {
    debtAccountId: account.id,
    kind: 'reversal',
    amountCents: 5000,
    effectiveDate: '2026-02-20',
    postedByUserId: null,
    source: 'agent',
    reversesEntryId: paid.entryId,
    reason: 'nsf',
  });
  await post('adjustment', -1000, '2026-02-25');
  return account;
}

async function makeNotice(accountId: number, role: 'staff' | 'collector' | 'admin' = 'staff') {
  return t.call('POST', `/api/debtors/${accountId}/letters`, role, NOTICE);
}

async function pdfOf(id: number, cookie: string) {
  return t.app.inject({ method: 'GET', url: `/api/letters/${id}/pdf`, headers: { cookie } });
}

/** Each text run of the PDF's pages with its top-left corner in inches from the page's top-left. */
async function textPositions(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const height = page.view[3];
  const items = (await page.getTextContent()).items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [{ str: item.str, x: item.transform[4] / 72, top: (height - item.transform[5] - item.height) / 72 }]
      : [],
  );
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, items };
}

describe('the validation notice', () => {
  it('prints every §1006.34(c) item, the itemization from the ledger, and the portal’s balance to the cent', async () => {
    await setDay('2026-03-02');
    const account = await itemizedAccount(t.users.debtor.id);
    const res = await makeNotice(account.id);
    expect(res.statusCode).toBe(201);
    const letter = res.json();
    expect(letter).toEqual({ id: expect.any(Number), status: 'queued', validationEndDate: '2026-04-08' });
    const timeline = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id));
    expect(timeline.map((e) => e.message)).toEqual([
      'Validation notice drafted for print; the validation period it prints ends 2026-04-08',
    ]);

    const summary = (await t.call('GET', '/api/customer/account-summary', 'debtor')).json() as AccountSummary;
    const portal = summary.accounts.find((a) => a.id === account.id);
    expect(portal?.currentBalance).toBe('1182.34');

    const pdf = await pdfOf(letter.id, t.cookies.staff);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    const b = DEMO_BRAND;
    for (const item of [
      // Debt collection communication disclosures and where to write
      `${b.companyName} is a debt collector. We are trying to collect a debt that you owe to Lakeside College.`,
      'We will use any information you give us to help collect the debt.',
      '100 Commerce Drive, Suite 200',
      'Cherry Hill, NJ 08002',
      // The consumer
      'Jane Doe',
      '12 Orchard Lane',
      'Apt 4B',
      'Trenton, NJ 08608',
      // The debt and its itemization
      `You had an account from Lakeside College with account number ${account.accountNumber}.`,
      'As of 01/15/2026, you owed: $1,255.00',
      'Between 01/15/2026 and today:',
      'You were charged this amount in interest: + $12.34',
      'You were charged this amount in fees: + $25.00',
      'Payments returned or charged back, added back: + $50.00',
      'You paid or were credited this amount toward the debt: – $160.00',
      'Total amount of the debt now: $1,182.34',
      // Consumer protections, with the end of the validation period
      'Call or write to us by 04/08/2026, to dispute all or part of the debt.',
      'If you write to us by 04/08/2026, we must stop collection on any amount you dispute',
      'We accept disputes by phone at 1-888-555-0147 and electronically at: http://localhost:3000/dispute-portal',
      'Write to ask for the name and address of the original creditor, if different from the current creditor.',
      'Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law.',
      'Póngase en contacto con nosotros para solicitar una copia de este formulario en español.',
      // The response form
      'How do you want to respond?',
      'I want to dispute the debt because I think:',
      'This is not my debt.',
      'The amount is wrong.',
      'Other (please describe on reverse or attach additional information).',
      'I want you to send me the name and address of the original creditor.',
      'I enclosed this amount:',
      `Include the reference number ${account.accountNumber}.`,
      'Quiero este formulario en español.',
    ]) {
      expect(text).toContain(item);
    }
    // Then + interest + fees + returned − paid and credited = now.
    expect(125500 + 1234 + 2500 + 5000 - 16000).toBe(118234);
  });

  it('reprints the figures it printed; a new notice shows the payment made since', async () => {
    await setDay('2026-03-02');
    const account = await itemizedAccount();
    const first = (await makeNotice(account.id)).json();
    await postLedgerEntry(t.deps.db, {
      debtAccountId: account.id,
      kind: 'direct_payment',
      amountCents: -8234,
      effectiveDate: '2026-03-02',
      postedByUserId: null,
      source: 'agent',
    });
    const reprint = await pdfText((await pdfOf(first.id, t.cookies.staff)).rawPayload);
    expect(reprint).toContain('Total amount of the debt now: $1,182.34');
    const second = (await makeNotice(account.id)).json();
    const fresh = await pdfText((await pdfOf(second.id, t.cookies.staff)).rawPayload);
    expect(fresh).toContain('You paid or were credited this amount toward the debt: – $242.34');
    expect(fresh).toContain('Total amount of the debt now: $1,100.00');
  });

  it('sits on one page with the address in a #10 window and the response form below the tear line', async () => {
    await setDay('2026-03-02');
    const account = await itemizedAccount();
    const letter = (await makeNotice(account.id)).json();
    const { pages, items } = await textPositions((await pdfOf(letter.id, t.cookies.admin)).rawPayload);
    expect(pages).toBe(1);
    const name = items.find((i) => i.str === 'Jane Doe');
    // A #10 window: about 0.875 in from the left, 0.5 in–1.6 in tall, 2 in from the top of the page.
    expect(name?.x).toBeGreaterThan(0.4);
    expect(name?.x).toBeLessThan(0.9);
    expect(name?.top).toBeGreaterThan(1.9);
    expect(items.find((i) => i.str === 'Trenton, NJ 08608')?.top).toBeLessThan(3.1);
    const respond = items.find((i) => i.str === 'How do you want to respond?');
    const lowest = Math.max(...items.map((i) => i.top));
    expect(respond?.top).toBeGreaterThan(7.7);
    expect(lowest).toBeLessThan(10.6);
  });

  it('counts the validation period from a Wednesday before Thanksgiving and records it when mailed', async () => {
    await setDay('2026-11-25');
    const account = await itemizedAccount();
    const letter = (await makeNotice(account.id)).json();
    // Receipt: not Thanksgiving, not the weekend: Fri 27, Mon 30, Tue 1, Wed 2, Thu 3 Dec; then 30 days.
    expect(letter.validationEndDate).toBe('2027-01-02');
    const text = await pdfText((await pdfOf(letter.id, t.cookies.staff)).rawPayload);
    expect(text).toContain('Call or write to us by 01/02/2027');

    const mailed = await t.call('POST', `/api/admin/letters/${letter.id}/mailed`, 'staff', {});
    expect(mailed.statusCode).toBe(200);
    expect(mailed.json()).toEqual({
      id: letter.id,
      status: 'mailed',
      mailedOn: '2026-11-25',
      validationEndDate: '2027-01-02',
    });
    const notices = await t.deps.db
      .select()
      .from(validationNotices)
      .where(eq(validationNotices.debtAccountId, account.id));
    expect(notices.map((n) => [n.sentOn, n.method])).toEqual([['2026-11-25', 'mail']]);
    // The workspace's compliance snapshot reads the period from that record.
    const workspace = await t.call('GET', `/api/debtors/${account.id}`, 'staff');
    expect(JSON.stringify(workspace.json())).toContain('"endsOn":"2027-01-02"');

    const again = await t.call('POST', `/api/admin/letters/${letter.id}/mailed`, 'staff', {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notQueued);
  });

  it('refuses a mailing day whose end date would come after the printed one, a future day, and a day before the letter', async () => {
    await setDay('2026-11-25');
    const account = await itemizedAccount();
    const letter = (await makeNotice(account.id)).json();
    await setDay('2026-12-01');
    const mail = (mailedOn: string) =>
      t.call('POST', `/api/admin/letters/${letter.id}/mailed`, 'admin', { mailedOn });
    const late = await mail('2026-12-01');
    expect([late.statusCode, late.json().message]).toEqual([409, M.endDateTooEarly]);
    expect((await mail('2026-12-02')).json().message).toBe(M.mailedOnFuture);
    expect((await mail('2026-11-24')).json().message).toBe(M.mailedBeforeLetter);
    expect((await mail('2026-02-30')).json().message).toBe(M.mailedOnInvalid);
    expect((await mail('11/25/2026')).statusCode).toBe(400);
    expect(
      await t.deps.db.select().from(validationNotices).where(eq(validationNotices.debtAccountId, account.id)),
    ).toEqual([]);
    const [row] = await t.deps.db.select().from(letters).where(eq(letters.id, letter.id));
    expect(row.status).toBe('queued');
    // The day it was made still goes through.
    expect((await mail('2026-11-25')).statusCode).toBe(200);
  });

  it('takes a later mailing day that ends the period on the same date: made Friday, mailed Saturday', async () => {
    await setDay('2026-11-27');
    const account = await itemizedAccount();
    const letter = (await makeNotice(account.id)).json();
    expect(letter.validationEndDate).toBe('2027-01-03');
    await setDay('2026-11-28');
    const mailed = await t.call('POST', `/api/admin/letters/${letter.id}/mailed`, 'staff', {
      mailedOn: '2026-11-28',
    });
    expect(mailed.json()).toMatchObject({
      status: 'mailed',
      mailedOn: '2026-11-28',
      validationEndDate: '2027-01-03',
    });
    const [notice] = await t.deps.db
      .select()
      .from(validationNotices)
      .where(eq(validationNotices.debtAccountId, account.id));
    expect(notice.sentOn).toBe('2026-11-28');
  });

  it.each([
    // delivery 'email' is made now (e-delivery.test.ts: 409 without the consumer's consent).
    [{ ...NOTICE, template: 'reminder', delivery: 'email' }, M.emailNotYet],
    [{ ...NOTICE, template: 'dunning' }, M.template],
    [{ ...NOTICE, language: 'fr' }, M.language],
    [{ template: 'validation_notice', language: 'en' }, M.delivery],
  ])('answers %j with 400 and writes nothing', async (body, message) => {
    await setDay('2026-03-02');
    const account = await itemizedAccount();
    const res = await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await t.deps.db.select().from(letters).where(eq(letters.debtAccountId, account.id))).toEqual([]);
  });

  it('lets the assigned collector and the debtor of the account read it; anyone else gets 404 or 403', async () => {
    await setDay('2026-03-02');
    const account = await itemizedAccount(t.users.debtor.id);
    expect((await makeNotice(account.id, 'collector')).statusCode).toBe(403);
    const letter = (await makeNotice(account.id)).json();
    expect((await pdfOf(letter.id, t.cookies.debtor)).statusCode).toBe(200);
    expect((await pdfOf(letter.id, t.cookies.collector)).statusCode).toBe(404);

    const other = await createUser(t.deps.db, { role: 'debtor' });
    const otherCookie = await signIn(t.app, other.username);
    const denied = await pdfOf(letter.id, otherCookie);
    expect([denied.statusCode, denied.json().message]).toEqual([404, M.notFound]);
    const events = await t.deps.db.select().from(securityEvents).where(eq(securityEvents.userId, other.id));
    expect(events.map((e) => e.eventType)).toContain('letter_denied');

    const assigned = await itemizedAccount();
    const { debtAccounts } = await import('../../db/schema');
    await t.deps.db
      .update(debtAccounts)
      .set({ assignedUserId: t.users.collector.id })
      .where(eq(debtAccounts.id, assigned.id));
    const byCollector = await makeNotice(assigned.id, 'collector');
    expect(byCollector.statusCode).toBe(201);
    expect((await pdfOf(byCollector.json().id, t.cookies.collector)).statusCode).toBe(200);

    expect((await pdfOf(999_999, t.cookies.staff)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/admin/letters/${letter.id}/mailed`, 'collector', {})).statusCode).toBe(
      403,
    );
    expect((await t.call('POST', `/api/admin/letters/${letter.id}/mailed`, 'debtor', {})).statusCode).toBe(
      403,
    );
  });
});
