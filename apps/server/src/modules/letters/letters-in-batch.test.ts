import { LETTER_MESSAGES as M } from '@arrears/domain';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { letters } from '../../db/schema';

let t: ContactCenterTestApp;
beforeAll(async () => {
  t = await buildContactCenterTestApp();
});
afterAll(async () => t.close());

async function setDay(day: string) {
  t.clock.nowMs = Date.parse(`${day}T15:00:00Z`);
  for (const role of ['admin', 'staff'] as const)
    t.cookies[role] = await signIn(t.app, t.users[role].username);
}

let n = 0;
async function accountOf(lastName: string, preferredLanguage: 'en' | 'es') {
  n += 1;
  return t.account({
    fullName: `Rosa ${lastName}`,
    accountNumber: `LIB-${n}`,
    unpaidBalance: '480.00',
    address1: '9 Mill Road',
    city: 'Trenton',
    state: 'NJ',
    zipCode: '08608',
    preferredLanguage,
  });
}

async function letter(accountId: number, body: Record<string, string>) {
  const res = await t.call('POST', `/api/debtors/${accountId}/letters`, 'staff', body);
  expect(res.statusCode).toBe(201);
  return res.json();
}

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

describe('a print batch of every kind of letter', () => {
  it('prints the Spanish notice right after its English one, and the other templates as their own PDFs do', async () => {
    await setDay('2026-11-25');
    const english = await accountOf('Marsh', 'en');
    const spanish = await accountOf('Vega', 'es');
    const first = await letter(english.id, {
      template: 'validation_notice',
      language: 'en',
      delivery: 'print',
    });
    const reminder = await letter(english.id, { template: 'reminder', language: 'en', delivery: 'print' });
    const pair = await letter(spanish.id, {
      template: 'validation_notice',
      language: 'es',
      delivery: 'print',
    });
    const englishOfPair = pair.companionLetterId as number;

    const batch = (await t.call('POST', '/api/admin/letters/batches', 'staff')).json();
    const headers = { cookie: t.cookies.staff };
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/letters/batches/${batch.id}/pdf`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    const pages = await pageTexts(pdf.rawPayload);
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain('Rosa Marsh');
    expect(pages[0]).toContain('is a debt collector');
    expect(pages[1]).toContain('Payment reminder');
    expect(pages[2]).toContain('Rosa Vega');
    expect(pages[2]).toContain('Quiero este formulario en español');
    expect(pages[3]).toContain('es un cobrador de deudas');

    const manifest = await t.app.inject({
      method: 'GET',
      url: `/api/admin/letters/batches/${batch.id}/manifest.csv`,
      headers,
    });
    const rows = parse(manifest.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [Number(r.letter_id), r.template, r.language])).toEqual([
      [first.id, 'validation_notice', 'en'],
      [reminder.id, 'reminder', 'en'],
      [englishOfPair, 'validation_notice', 'en'],
      [pair.id, 'validation_notice', 'es'],
    ]);
  });

  it('e-mails only the validation notice: another template answers 400 and writes nothing', async () => {
    await setDay('2026-11-25');
    const spanish = await accountOf('Ortiz', 'es');
    const res = await t.call('POST', `/api/debtors/${spanish.id}/letters`, 'staff', {
      template: 'reminder',
      language: 'es',
      delivery: 'email',
    });
    expect([res.statusCode, res.json().message]).toEqual([400, M.emailNotYet]);
    const written = await t.deps.db.select().from(letters).where(eq(letters.debtAccountId, spanish.id));
    expect(written).toEqual([]);
  });
});
