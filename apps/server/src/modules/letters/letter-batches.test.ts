import { LETTER_BATCH_MESSAGES as BM, LETTER_MESSAGES as M } from '@arrears/domain';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { accountAudit, contactEvents, debtAccounts, letters, validationNotices } from '../../db/schema';

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

let n = 0;
async function accountAt(firstName: string, address1 = '12 Orchard Lane') {
  n += 1;
  return t.account({
    fullName: `${firstName} Batch`,
    accountNumber: `LB-${n}`,
    unpaidBalance: '640.00',
    address1,
    address2: 'Apt 4B',
    city: 'Trenton',
    state: 'NJ',
    zipCode: '08608',
  });
}

async function notice(accountId: number): Promise<{ id: number; validationEndDate: string }> {
  const res = await t.call('POST', `/api/debtors/${accountId}/letters`, 'staff', NOTICE);
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: t.cookies.staff } });
}

/** The text of each page of a PDF, as pdf.js reads it. */
async function pageTexts(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages;
}

describe('print batches', () => {
  it('takes every queued print letter into one batch, once, even when two requests race', async () => {
    await setDay('2026-11-25');
    const made = [];
    for (const name of ['Ada', 'Ben', 'Cleo']) made.push(await notice((await accountAt(name)).id));

    const raced = await Promise.all([
      t.call('POST', '/api/admin/letters/batches', 'staff'),
      t.call('POST', '/api/admin/letters/batches', 'admin'),
    ]);
    const won = raced.filter((r) => r.statusCode === 201);
    const lost = raced.filter((r) => r.statusCode !== 201);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => [r.statusCode, r.json().message])).toEqual([[409, BM.nothingQueued]]);
    const batch = won[0].json();
    expect(batch).toMatchObject({ id: expect.any(Number), letterCount: 3, mailedOn: null });

    const rows = await t.deps.db
      .select({ id: letters.id, batchId: letters.batchId })
      .from(letters)
      .where(
        inArray(
          letters.id,
          made.map((m) => m.id),
        ),
      );
    expect(rows.every((r) => r.batchId === batch.id)).toBe(true);
    // Nothing left to take: no empty batch is made.
    expect((await t.call('POST', '/api/admin/letters/batches', 'staff')).statusCode).toBe(409);

    const list = (await get('/api/admin/letters/batches')).json();
    expect(list.batches.map((b: { id: number }) => b.id)).toEqual([batch.id]);
    expect(list.total).toBe(1);
    const queued = (await get('/api/admin/letters?status=queued')).json();
    expect(queued.letters.map((l: { batchId: number }) => l.batchId)).toEqual([batch.id, batch.id, batch.id]);
    expect(queued.letters[0]).toMatchObject({ consumerName: 'Cleo Batch', template: 'validation_notice' });
    const wrong = await get('/api/admin/letters?status=lost');
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, BM.status]);
    // Only the back office makes batches.
    expect((await t.call('POST', '/api/admin/letters/batches', 'collector')).statusCode).toBe(403);
  });

  it('prints the batch as one PDF, a page per letter in order, and a manifest a mail vendor can read', async () => {
    await setDay('2026-11-25');
    const first = await notice((await accountAt('Dora')).id);
    const second = await notice((await accountAt('Eli, "Junior"', '=7 Elm Street')).id);
    const batch = (await t.call('POST', '/api/admin/letters/batches', 'staff')).json();
    expect(batch.letterCount).toBe(2);

    const pdf = await get(`/api/admin/letters/batches/${batch.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const pages = await pageTexts(pdf.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Dora Batch');
    expect(pages[0]).toContain('is a debt collector');
    expect(pages[0]).toContain('Call or write to us by 01/02/2027');
    expect(pages[1]).toContain('Eli, "Junior" Batch');
    expect(pages[1]).not.toContain('Dora Batch');

    const csv = await get(`/api/admin/letters/batches/${batch.id}/manifest.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        letter_id: String(first.id),
        account_reference: expect.stringContaining('LB-'),
        name: 'Dora Batch',
        address_line_1: '12 Orchard Lane',
        address_line_2: 'Apt 4B',
        city: 'Trenton',
        state: 'NJ',
        zip: '08608',
        template: 'validation_notice',
        language: 'en',
        pages: '1',
      },
      expect.objectContaining({
        letter_id: String(second.id),
        name: 'Eli, "Junior" Batch',
        // A cell a spreadsheet would run as a formula is quoted with an apostrophe.
        address_line_1: "'=7 Elm Street",
        pages: '1',
      }),
    ]);
    expect((await get('/api/admin/letters/batches/99999/pdf')).statusCode).toBe(404);
    expect((await get('/api/admin/letters/batches/99999/manifest.csv')).json().message).toBe(
      BM.batchNotFound,
    );
  });

  it('dates a notice drafted earlier for the batch day, and marks the batch mailed, recording each notice', async () => {
    // Drafted a week before the batch: printed with the batch day's date, amount and end date.
    await setDay('2026-11-18');
    const earlier = await notice((await accountAt('Fay')).id);
    expect(earlier.validationEndDate).toBe('2026-12-25');
    await setDay('2026-11-25');
    const fresh = await notice((await accountAt('Gus')).id);
    const batch = (await t.call('POST', '/api/admin/letters/batches', 'staff')).json();
    const [dated] = await t.deps.db.select().from(letters).where(eq(letters.id, earlier.id));
    expect([dated.figures.letterDate, dated.validationEndDate]).toEqual(['2026-11-25', '2027-01-02']);
    const pages = await pageTexts((await get(`/api/admin/letters/batches/${batch.id}/pdf`)).rawPayload);
    expect(pages[0]).toContain('Call or write to us by 01/02/2027');
    const timeline = await t.deps.db
      .select({ message: contactEvents.message })
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, dated.debtAccountId));
    expect(timeline.map((e) => e.message)).toContain(
      `Validation notice ${earlier.id} dated 2026-11-25 for print batch ${batch.id}; the validation period it prints ends 2027-01-02`,
    );

    const future = await t.call('POST', `/api/admin/letters/batches/${batch.id}/mailed`, 'staff', {
      mailedOn: '2026-11-26',
    });
    expect([future.statusCode, future.json().message]).toEqual([400, M.mailedOnFuture]);

    const res = await t.call('POST', `/api/admin/letters/batches/${batch.id}/mailed`, 'staff', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: batch.id,
      mailedOn: '2026-11-25',
      mailed: [
        { id: earlier.id, validationEndDate: '2027-01-02' },
        { id: fresh.id, validationEndDate: '2027-01-02' },
      ],
      refused: [],
    });
    const [freshRow] = await t.deps.db.select().from(letters).where(eq(letters.id, fresh.id));
    expect([freshRow.status, freshRow.mailedOn]).toEqual(['mailed', '2026-11-25']);
    const notices = await t.deps.db
      .select()
      .from(validationNotices)
      .where(inArray(validationNotices.debtAccountId, [freshRow.debtAccountId, dated.debtAccountId]));
    expect(notices.map((v) => [v.debtAccountId, v.sentOn, v.method]).sort()).toEqual(
      [
        [dated.debtAccountId, '2026-11-25', 'mail'],
        [freshRow.debtAccountId, '2026-11-25', 'mail'],
      ].sort(),
    );
    const workspace = await t.call('GET', `/api/debtors/${freshRow.debtAccountId}`, 'staff');
    expect(workspace.json().compliance.validation).toMatchObject({
      sentOn: '2026-11-25',
      endsOn: '2027-01-02',
    });

    const listed = (await get('/api/admin/letters/batches')).json();
    expect(listed.batches[0]).toMatchObject({ id: batch.id, mailedOn: '2026-11-25' });
    const again = await t.call('POST', `/api/admin/letters/batches/${batch.id}/mailed`, 'staff', {});
    expect([again.statusCode, again.json().message]).toEqual([409, BM.batchMailed]);
  });

  it('names each notice whose printed end date would come too early, mails none of them, and can be tried again', async () => {
    // Batched on Tuesday, mailed on Wednesday: Thanksgiving moves the end date a day later.
    await setDay('2026-11-24');
    const first = await notice((await accountAt('Ida')).id);
    const batch = (await t.call('POST', '/api/admin/letters/batches', 'staff')).json();
    await setDay('2026-11-25');
    const late = await t.call('POST', `/api/admin/letters/batches/${batch.id}/mailed`, 'staff', {});
    expect(late.json()).toEqual({
      id: batch.id,
      mailedOn: '2026-11-25',
      mailed: [],
      refused: [{ id: first.id, message: M.endDateTooEarly }],
    });
    const [row] = await t.deps.db.select().from(letters).where(eq(letters.id, first.id));
    expect([row.status, row.mailedOn]).toEqual(['queued', null]);
    expect(
      await t.deps.db
        .select()
        .from(validationNotices)
        .where(eq(validationNotices.debtAccountId, row.debtAccountId)),
    ).toEqual([]);
    expect((await get('/api/admin/letters/batches')).json().batches[0]).toMatchObject({ mailedOn: null });

    // It went in the mail on Tuesday after all.
    const onTime = await t.call('POST', `/api/admin/letters/batches/${batch.id}/mailed`, 'staff', {
      mailedOn: '2026-11-24',
    });
    expect(onTime.json()).toMatchObject({
      mailed: [{ id: first.id, validationEndDate: '2027-01-01' }],
      refused: [],
    });
  });
});

describe('returned mail', () => {
  it('marks the address bad, stops print letters to it and queues the account until the address changes', async () => {
    await setDay('2026-11-25');
    const account = await accountAt('Hal', '9 Gone Road');
    const letter = await notice(account.id);
    const early = await t.call('POST', `/api/admin/letters/${letter.id}/returned`, 'staff');
    expect([early.statusCode, early.json().message]).toEqual([409, BM.returnedNotMailed]);
    await t.call('POST', `/api/admin/letters/${letter.id}/mailed`, 'staff', {});

    const res = await t.call('POST', `/api/admin/letters/${letter.id}/returned`, 'staff');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: letter.id, status: 'returned', returnedAt: '2026-11-25T15:00:00.000Z' });
    const [row] = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, account.id));
    expect(row.addressStatus).toBe('Bad');
    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(and(eq(accountAudit.debtAccountId, account.id), eq(accountAudit.field, 'address_status')));
    expect(audit.map((a) => [a.source, a.oldValue, a.newValue])).toEqual([['returned_mail', null, 'Bad']]);
    const timeline = await t.deps.db
      .select({ message: contactEvents.message })
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id));
    expect(timeline.map((e) => e.message)).toContain(
      `Letter ${letter.id} came back returned; the address is marked bad and no more letters print to it until it changes`,
    );
    expect((await t.call('POST', `/api/admin/letters/${letter.id}/returned`, 'staff')).statusCode).toBe(409);

    const refused = await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', NOTICE);
    expect([refused.statusCode, refused.json().message]).toEqual([409, BM.addressReturned]);
    const queueReasons = async () => {
      const q = (await t.call('GET', '/api/admin/contact-center/my-queue', 'staff')).json();
      const item = [...q.ready, ...q.waiting].find((i: { accountId: number }) => i.accountId === account.id);
      return (item?.reasons ?? []).filter((r: { code: string }) => r.code === 'returned_mail');
    };
    expect(await queueReasons()).toEqual([
      expect.objectContaining({
        code: 'returned_mail',
        detail: `Letter ${letter.id} came back (2026-11-25): find a new address`,
      }),
    ]);

    const moved = await t.call('PUT', `/api/debtors/${account.id}/update-address`, 'staff', {
      address1: '40 New Street',
      city: 'Trenton',
      state: 'NJ',
      zipCode: '08609',
    });
    expect(moved.statusCode).toBe(200);
    expect(await queueReasons()).toEqual([]);
    expect((await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', NOTICE)).statusCode).toBe(
      201,
    );
    expect((await t.call('POST', '/api/admin/letters/99999/returned', 'staff')).statusCode).toBe(404);
  });
});
