import {
  COMPLIANCE_MESSAGES,
  type ComplianceRule,
  complianceBlockSchema,
  SCRUB_MESSAGES,
  type ScrubFileResult,
} from '@arrears/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/factories';
import { accountWithPlan, installmentsOf, runOn, TODAY } from '../../../test/kits/arrangements/scheduler-kit';
import {
  buildComplianceTestApp,
  type ComplianceTestApp,
} from '../../../test/kits/compliance/compliance-test-kit';
import { multipart } from '../../../test/multipart';
import { pdfText } from '../../../test/pdf-text';
import {
  accountScrubs,
  clients,
  contactEvents,
  type DebtAccountRow,
  letters,
  payments,
  scrubRuns,
} from '../../db/schema';

let t: ComplianceTestApp;
beforeAll(async () => {
  t = await buildComplianceTestApp();
});
afterAll(async () => t.close());

const upload = (csv: string, cookie: string | null, name = 'scrub.csv') => {
  const { payload, headers } = multipart({}, [{ field: 'file', name, content: csv, type: 'text/csv' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/scrubs',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
};

function expectBlocked(res: LightMyRequestResponse, rule: ComplianceRule) {
  expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 409, body: { rule } });
  const block = complianceBlockSchema.parse(res.json());
  expect(block.message).toBe(COMPLIANCE_MESSAGES[rule]);
}

const activeFlags = (accountId: number) =>
  t.deps.db
    .select({ flag: accountScrubs.flag, source: accountScrubs.source })
    .from(accountScrubs)
    .where(eq(accountScrubs.debtAccountId, accountId));

const letterRequest = (a: DebtAccountRow) =>
  t.request('POST', `/api/debtors/${a.id}/letters`, 'staff', {
    template: 'validation_notice',
    language: 'en',
    delivery: 'print',
  });

const myQueueIds = async (): Promise<number[]> => {
  const res = await t.request('GET', '/api/admin/contact-center/my-queue', 'staff');
  expect(res.statusCode).toBe(200);
  const q = res.json() as { ready: { accountId: number }[]; waiting: { accountId: number }[] };
  return [...q.ready, ...q.waiting].map((i) => i.accountId);
};

describe('a scrub file marks a bankruptcy, a death, an attorney and active duty', () => {
  let bankrupt: Awaited<ReturnType<typeof accountWithPlan>>;
  let deceased: Awaited<ReturnType<typeof accountWithPlan>>;
  let represented: Awaited<ReturnType<typeof accountWithPlan>>;
  let serving: Awaited<ReturnType<typeof accountWithPlan>>;
  let untouched: DebtAccountRow;
  let lookalike: DebtAccountRow;
  let result: ScrubFileResult;

  beforeAll(async () => {
    const plan = (accountNumber: string, primaryPhone: string, extra = {}) =>
      accountWithPlan(t, {
        account: { accountNumber, primaryPhone, emailAddress: `${accountNumber}@example.com`, ...extra },
      });
    bankrupt = await plan('SCRUB-BK-1', '6095551001');
    deceased = await plan('SCRUB-DEC-1', '6095551002', { ssn: '123456789', birthDate: '1961-04-12' });
    represented = await plan('SCRUB-ATT-1', '6095551003');
    serving = await plan('SCRUB-MIL-1', '6095551004');
    untouched = await t.account({ accountNumber: 'SCRUB-NONE-1' });
    // The same SSN last 4 and birth date, another full SSN: not the person the file names.
    lookalike = await t.account({ accountNumber: 'SCRUB-LOOK-1', ssn: '987656789', birthDate: '1961-04-12' });
    const csv = [
      'account_number,ssn,birth_date,flag,date,chapter,case_number,attorney_name,attorney_phone,attorney_address',
      'SCRUB-BK-1,,,bankruptcy,02/20/2026,7,26-10001,,,',
      ',123-45-6789,04/12/1961,deceased,2026-02-14,,,,,',
      'SCRUB-ATT-1,,,attorney_represented,2026-02-25,,,Dana Reyes,(609) 555-0190,"1 Court St, Suite 4, Trenton, NJ 08608"',
      'SCRUB-MIL-1,,,military_active_duty,2025-11-01,,,,,',
      'NO-SUCH-ACCOUNT,,,deceased,2026-01-01,,,,,',
      ',111-22-3333,01/01/1970,bankruptcy,,,,,,',
      'SCRUB-NONE-1,,,bankruptcy,2026-02-01,9,,,,',
      'SCRUB-NONE-1,,,attorney_represented,,,,,,',
      'SCRUB-NONE-1,,,moved,,,,,,',
      ',12345,04/12/1961,deceased,,,,,,',
      'SCRUB-NONE-1,,,deceased,2099-01-01,,,,,',
    ].join('\n');
    const res = await upload(csv, t.cookies.staff);
    expect(res.statusCode).toBe(200);
    result = res.json();
  });

  it('counts and lists every row that changed nothing, with its line and reason', () => {
    expect(result).toMatchObject({ rows: 11, matched: 4, recorded: 4, unmatched: 2, invalid: 5 });
    expect(result.unmatchedRows).toEqual([
      { line: 6, reason: SCRUB_MESSAGES.noAccountNumber },
      { line: 7, reason: SCRUB_MESSAGES.noIdentity },
    ]);
    expect(result.invalidRows).toEqual([
      { line: 8, reason: SCRUB_MESSAGES.chapter },
      { line: 9, reason: SCRUB_MESSAGES.attorneyName },
      { line: 10, reason: SCRUB_MESSAGES.flag },
      { line: 11, reason: SCRUB_MESSAGES.ssn },
      { line: 12, reason: SCRUB_MESSAGES.dateFuture },
    ]);
  });

  it('records each flag on its account, the SSN + birth date row on that person only', async () => {
    expect(await activeFlags(bankrupt.account.id)).toEqual([{ flag: 'bankruptcy', source: 'scrub_file' }]);
    expect(await activeFlags(deceased.account.id)).toEqual([{ flag: 'deceased', source: 'scrub_file' }]);
    expect(await activeFlags(represented.account.id)).toEqual([
      { flag: 'attorney_represented', source: 'scrub_file' },
    ]);
    expect(await activeFlags(serving.account.id)).toEqual([
      { flag: 'military_active_duty', source: 'scrub_file' },
    ]);
    expect(await activeFlags(untouched.id)).toEqual([]);
    expect(await activeFlags(lookalike.id)).toEqual([]);
    const lines = await t.deps.db
      .select({ message: contactEvents.message })
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, bankrupt.account.id));
    expect(lines.map((l) => l.message)).toContain(
      'Scrub flag recorded by a scrub file: Bankruptcy (chapter 7, case 26-10001, filed 2026-02-20)',
    );
  });

  it('the same file again records nothing new', async () => {
    const again = await upload(
      'account_number,flag,date,chapter,case_number\nSCRUB-BK-1,BK,02/20/2026,7,26-10001',
      t.cookies.admin,
    );
    expect(again.json()).toMatchObject({ rows: 1, matched: 1, recorded: 0, unmatched: 0, invalid: 0 });
    expect(await activeFlags(bankrupt.account.id)).toHaveLength(1);
  });

  it('each account refuses a call, a text and an e-mail with its own rule, and records the attempts', async () => {
    const cases = [
      [bankrupt.account, 'bankruptcy'],
      [deceased.account, 'deceased'],
      [represented.account, 'attorney_represented'],
      [serving.account, 'military_active_duty'],
    ] as const;
    const before = { calls: t.telephony.callRequests.length, texts: t.telephony.smsRequests.length };
    const mails = await t.outboxSize();
    for (const [account, rule] of cases) {
      expectBlocked(await t.dial(account), rule);
      expectBlocked(await t.text(account), rule);
      expectBlocked(await t.email(account), rule);
      const attempts = await t.attempts(account.id);
      expect(attempts.map((a) => [a.channel, a.allowed, a.rule])).toEqual([
        ['call', false, rule],
        ['sms', false, rule],
        ['email', false, rule],
      ]);
    }
    expect({ calls: t.telephony.callRequests.length, texts: t.telephony.smsRequests.length }).toEqual(before);
    expect(await t.outboxSize()).toBe(mails);
    // The unflagged account is still called.
    expect((await t.dial(untouched)).statusCode).toBe(200);
  });

  it('refuses a letter with the rule, but a represented consumer’s letter goes to the attorney', async () => {
    for (const [account, rule] of [
      [bankrupt.account, 'bankruptcy'],
      [deceased.account, 'deceased'],
      [serving.account, 'military_active_duty'],
    ] as const) {
      expectBlocked(await letterRequest(account), rule);
      expect(await t.deps.db.select().from(letters).where(eq(letters.debtAccountId, account.id))).toEqual([]);
    }
    const made = await letterRequest(represented.account);
    expect(made.statusCode).toBe(201);
    const [letter] = await t.deps.db.select().from(letters).where(eq(letters.id, made.json().id));
    expect(letter.figures.recipient).toEqual({
      name: 'Dana Reyes',
      addressLines: ['1 Court St, Suite 4', 'Trenton, NJ 08608'],
    });
    const pdf = await t.request('GET', `/api/letters/${letter.id}/pdf`, 'staff');
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Dana Reyes Attorney for Jane Doe 1 Court St, Suite 4 Trenton, NJ 08608');
  });

  it('holds a queued letter from the print batch when a flag arrives after it', async () => {
    const later = await t.account({ accountNumber: 'SCRUB-LATE-1' });
    expect((await letterRequest(later)).statusCode).toBe(201);
    await upload('account_number,flag\nSCRUB-LATE-1,litigious', t.cookies.staff);
    const panel = await t.request('GET', `/api/debtors/${later.id}/letters`, 'staff');
    expect(panel.json().letters[0].held).toBe(COMPLIANCE_MESSAGES.litigious);
    const batch = await t.request('POST', '/api/admin/letters/batches', 'staff');
    const [queued] = await t.deps.db.select().from(letters).where(eq(letters.debtAccountId, later.id));
    expect(queued.batchId).toBeNull();
    // The represented consumer's letter (to the attorney) is batched.
    expect(batch.statusCode).toBe(201);
  });

  it('refuses each plan charge with its own reason: nothing reaches the processor', async () => {
    const result = await runOn(t, TODAY);
    const plans = [bankrupt, deceased, represented, serving];
    expect(result.charged.filter((c) => plans.some((p) => p.plan.id === c.planId))).toEqual([]);
    const paid = await t.deps.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.debtAccountId,
          plans.map((p) => p.account.id),
        ),
      );
    expect(paid).toEqual([]);
    for (const [p, rule] of [
      [bankrupt, 'bankruptcy'],
      [deceased, 'deceased'],
      [represented, 'attorney_represented'],
      [serving, 'military_active_duty'],
    ] as const) {
      const [first, ...rest] = await installmentsOf(t, p.plan.id);
      expect({ rule, status: first.status, reason: first.failureReason, attempts: first.attempts }).toEqual({
        rule,
        status: 'held',
        reason: COMPLIANCE_MESSAGES[rule],
        attempts: 0,
      });
      // A bankruptcy stops every scheduled charge at once; the others wait for their own day.
      expect(rest.map((i) => i.status)).toEqual(
        rule === 'bankruptcy' ? ['held', 'held'] : ['scheduled', 'scheduled'],
      );
    }
  });

  it('flagged accounts leave My queue and show in needs review, for staff only', async () => {
    const flagged = [bankrupt, deceased, represented, serving].map((p) => p.account.id);
    const queue = await myQueueIds();
    expect(queue).toContain(untouched.id);
    expect(queue.filter((id) => flagged.includes(id))).toEqual([]);
    const res = await t.request('GET', '/api/admin/contact-center/needs-review', 'staff');
    expect(res.statusCode).toBe(200);
    const listed = (res.json().accounts as { accountId: number; flags: string[]; message: string }[]).filter(
      (a) => flagged.includes(a.accountId),
    );
    expect(listed.map((a) => [a.accountId, a.flags, a.message])).toEqual(
      expect.arrayContaining([
        [bankrupt.account.id, ['bankruptcy'], COMPLIANCE_MESSAGES.bankruptcy],
        [represented.account.id, ['attorney_represented'], COMPLIANCE_MESSAGES.attorney_represented],
      ]),
    );
    expect(listed).toHaveLength(4);
    expect((await t.request('GET', '/api/admin/contact-center/needs-review', 'collector')).statusCode).toBe(
      403,
    );
  });

  it('the attorney’s account shows the attorney’s contact, and the attorney may be called', async () => {
    const res = await t.request('GET', `/api/debtors/${represented.account.id}/scrubs`, 'staff');
    expect(res.statusCode).toBe(200);
    expect(res.json().attorney).toEqual({
      name: 'Dana Reyes',
      phone: '6095550190',
      address: '1 Court St, Suite 4, Trenton, NJ 08608',
      addressLines: ['1 Court St, Suite 4', 'Trenton, NJ 08608'],
    });
    expect((await t.dial(represented.account, '6095550190')).statusCode).toBe(200);
    expectBlocked(await t.dial(represented.account), 'attorney_represented');
  });

  it('the account shows the SCRA protection period', async () => {
    const res = await t.request('GET', `/api/debtors/${serving.account.id}/scrubs`, 'staff');
    expect(res.json().militaryProtection).toEqual({ startOn: '2025-11-01', endOn: null, active: true });
  });

  it('the compliance report finds the blocks by each new rule', async () => {
    for (const rule of ['bankruptcy', 'deceased', 'attorney_represented', 'military_active_duty'] as const) {
      const res = await t.request('GET', `/api/admin/compliance?rule=${rule}`, 'staff');
      expect(res.statusCode).toBe(200);
      const blocked = res.json().blocked as { rule: string }[];
      expect(blocked.length).toBeGreaterThanOrEqual(3);
      expect(blocked.every((b) => b.rule === rule)).toBe(true);
    }
  });

  it('the summary counts the accounts of each flag and names the last file', async () => {
    const res = await t.request('GET', '/api/admin/scrubs/summary', 'admin');
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary.flags).toEqual(
      expect.arrayContaining([
        { flag: 'bankruptcy', accounts: 1 },
        { flag: 'deceased', accounts: 1 },
        { flag: 'attorney_represented', accounts: 1 },
        { flag: 'military_active_duty', accounts: 1 },
      ]),
    );
    expect(summary.lastRun).toMatchObject({ fileName: 'scrub.csv', rows: 1, matched: 1 });
  });
});

describe('who may send a scrub file', () => {
  it('refuses a client user and a collector, and records nothing', async () => {
    const [client] = await t.deps.db
      .insert(clients)
      .values({
        code: 'SCRB',
        name: 'Scrub Bank',
        remitMethod: 'net',
        remitFrequency: 'daily',
        commissionRate: '25',
      })
      .returning();
    const clientUser = await createUser(t.deps.db, {
      role: 'client',
      username: 'scrub-client',
      clientId: client.id,
    });
    const clientCookie = await signIn(t.app, clientUser.username);
    const target = await t.account({ accountNumber: 'SCRUB-REFUSED-1' });
    const runsBefore = (await t.deps.db.select().from(scrubRuns)).length;
    for (const cookie of [clientCookie, t.cookies.collector]) {
      const res = await upload(`account_number,flag\n${target.accountNumber},deceased`, cookie);
      expect(res.statusCode).toBe(403);
    }
    expect((await upload(`account_number,flag\n${target.accountNumber},deceased`, null)).statusCode).toBe(
      401,
    );
    expect(await activeFlags(target.id)).toEqual([]);
    expect(await t.deps.db.select().from(scrubRuns)).toHaveLength(runsBefore);
  });

  it('a file it cannot use is refused whole with the reason', async () => {
    const res = await upload('name,reason\nMaria,gone', t.cookies.staff);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SCRUB_MESSAGES.fileHeader);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/scrubs',
      headers: { cookie: t.cookies.staff },
    });
    expect(none.statusCode).toBe(400);
  });
});

describe('flags set and lifted on the account', () => {
  it('a collector records an attorney by name; the line and address, where calls and letters go, come from staff', async () => {
    const a = await t.account({ accountNumber: 'SCRUB-COL-1', assignedUserId: t.users.collector.id });
    const withContact = await t.request('POST', `/api/debtors/${a.id}/scrubs`, 'collector', {
      flag: 'attorney_represented',
      attorneyName: 'Pat Quill',
      attorneyAddress: '9 Elm St, Camden, NJ 08102',
    });
    expect({ status: withContact.statusCode, message: withContact.json().message }).toEqual({
      status: 403,
      message: SCRUB_MESSAGES.attorneyContactByStaff,
    });
    expect(await activeFlags(a.id)).toEqual([]);

    const byName = await t.request('POST', `/api/debtors/${a.id}/scrubs`, 'collector', {
      flag: 'attorney_represented',
      attorneyName: 'Pat Quill',
    });
    expect(byName.statusCode).toBe(200);
    expectBlocked(await t.dial(a), 'attorney_represented');
    // No address on file: no letter goes, to the consumer or to an attorney nobody can reach.
    const held = await letterRequest(a);
    expect({ status: held.statusCode, rule: held.json().rule }).toEqual({
      status: 409,
      rule: 'attorney_represented',
    });

    const byStaff = await t.request('POST', `/api/debtors/${a.id}/scrubs`, 'staff', {
      flag: 'attorney_represented',
      attorneyName: 'Pat Quill',
      attorneyPhone: '8565550123',
      attorneyAddress: '9 Elm St, Camden, NJ 08102',
    });
    expect(byStaff.statusCode).toBe(200);
    expect((await letterRequest(a)).statusCode).toBe(201);
  });

  it('staff record a flag; only staff and admins lift it, with a reason, and the timeline says so', async () => {
    const a = await t.account({ accountNumber: 'SCRUB-STAFF-1' });
    const bad = await t.request('POST', `/api/debtors/${a.id}/scrubs`, 'staff', {
      flag: 'bankruptcy',
      chapter: '9',
    });
    expect({ status: bad.statusCode, message: bad.json().message }).toEqual({
      status: 400,
      message: SCRUB_MESSAGES.chapter,
    });
    expect(await activeFlags(a.id)).toEqual([]);
    const set = await t.request('POST', `/api/debtors/${a.id}/scrubs`, 'staff', {
      flag: 'litigious',
      note: 'Sued two agencies',
    });
    expect(set.statusCode).toBe(200);
    const [flag] = set.json().active;
    expectBlocked(await t.dial(a), 'litigious');

    const url = `/api/debtors/${a.id}/scrubs/${flag.id}`;
    expect((await t.request('DELETE', url, 'collector', { reason: 'No longer' })).statusCode).toBe(403);
    const noReason = await t.request('DELETE', url, 'staff', { reason: ' ' });
    expect({ status: noReason.statusCode, message: noReason.json().message }).toEqual({
      status: 400,
      message: SCRUB_MESSAGES.reasonRequired,
    });
    const lifted = await t.request('DELETE', url, 'staff', { reason: 'Counsel cleared the account' });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({
      active: [],
      cleared: [{ id: flag.id, clearedReason: 'Counsel cleared the account' }],
    });
    expect((await t.request('DELETE', url, 'admin', { reason: 'Again' })).statusCode).toBe(409);
    expect((await t.dial(a)).statusCode).toBe(200);
    const lines = await t.deps.db
      .select({ message: contactEvents.message })
      .from(contactEvents)
      .where(and(eq(contactEvents.debtAccountId, a.id), eq(contactEvents.channel, 'Update')));
    expect(lines.map((l) => l.message)).toEqual(
      expect.arrayContaining([
        'Scrub flag recorded on the account: Litigious consumer',
        'Scrub flag lifted: Litigious consumer. Reason: Counsel cleared the account',
      ]),
    );
  });
});

describe('notices by purpose (decision 0101)', () => {
  async function approvedPayment(a: DebtAccountRow, refnum: string) {
    const [p] = await t.deps.db
      .insert(payments)
      .values({
        debtAccountId: a.id,
        amount: '125.00',
        paymentDate: '2026-03-02',
        paymentMethod: 'credit_card',
        status: 'approved',
        source: 'agent',
        transactionId: refnum,
        confirmationCode: `CONF-${refnum}`,
        balanceBefore: '1250.00',
        balanceAfter: '1125.00',
        processedAt: new Date(t.clock.nowMs),
      })
      .returning();
    return p;
  }
  const receipt = (a: DebtAccountRow) =>
    t.request('POST', `/api/debtors/${a.id}/send-payment-receipt`, 'staff', {
      amount: 125,
      transactionId: `R-${a.id}`,
      authorizationCode: 'AUTH77',
      paymentMethod: 'Visa',
      previousBalance: 1250,
      newBalance: 1125,
      paymentDate: '2026-03-02',
      avsCheck: 'YYY',
      cvvCheck: 'M',
    });
  const flag = (a: DebtAccountRow, body: object) =>
    t.request('POST', `/api/debtors/${a.id}/scrubs`, 'staff', body);

  it('a receipt staff send goes on a litigious account, not on a bankruptcy', async () => {
    const litigious = await t.account({ accountNumber: 'SCRUB-RCPT-1', emailAddress: 'rcpt1@example.com' });
    await approvedPayment(litigious, `R-${litigious.id}`);
    expect((await flag(litigious, { flag: 'litigious' })).statusCode).toBe(200);
    expectBlocked(await t.email(litigious), 'litigious');
    expect((await receipt(litigious)).statusCode).toBe(200);
    expect((await t.attempts(litigious.id)).at(-1)).toMatchObject({
      allowed: true,
      evaluation: { purpose: 'transactional', rulesSaid: { rule: 'litigious' } },
    });

    const bankrupt = await t.account({ accountNumber: 'SCRUB-RCPT-2', emailAddress: 'rcpt2@example.com' });
    await approvedPayment(bankrupt, `R-${bankrupt.id}`);
    expect((await flag(bankrupt, { flag: 'bankruptcy', chapter: '13' })).statusCode).toBe(200);
    const outbox = await t.outboxSize();
    const refused = await receipt(bankrupt);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ allowed: false, rule: 'bankruptcy' });
    expect(await t.outboxSize()).toBe(outbox);
  });

  it('what the consumer asks for themselves still goes on a bankruptcy, recorded with the rule', async () => {
    const a = await t.account({
      accountNumber: 'SCRUB-OWN-1',
      emailAddress: 'own-bk@example.com',
      userId: t.users.debtor.id,
    });
    const p = await approvedPayment(a, `D-${a.id}`);
    expect((await flag(a, { flag: 'bankruptcy' })).statusCode).toBe(200);
    const res = await t.request('POST', `/api/payments/${p.id}/email-receipt`, 'debtor', {});
    expect(res.statusCode).toBe(200);
    expect((await t.attempts(a.id)).at(-1)).toMatchObject({
      allowed: true,
      evaluation: { purpose: 'consumer_requested', rulesSaid: { rule: 'bankruptcy' } },
    });
  });
});
