import { toCsv } from '@arrears/harness/accounts-csv';
import type { APIRequestContext, APIResponse, Browser } from '@playwright/test';
import { expect, type Page, signInAs, test, uniqueName } from './fixtures';
import { onePagePdf } from './one-page-pdf';

/**
 * Stored text renders as text (decision 0025, security): markup stored through every input that is
 * shown again later must appear literally, run no script and add no element. Everything here
 * lives on a new account imported by this spec (its own SSN, birth date and debtor login), so
 * the demo records other specs rely on are untouched.
 */
const P = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload=window.__xss=1>',
  js: 'javascript:window.__xss=1',
};

const tag = uniqueName('Xs');
const accountNumber = `XSS-${tag}`;
const last4 = String(1000 + Math.floor(Math.random() * 9000));
const birthDate = '1961-02-17';
const phone = `215555${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;
const texts = {
  name: `Quinn ${P.img} ${tag}`,
  importNotes: `Imported ${P.script} ${tag}`,
  address1: `12 Quill Lane ${P.svg}`,
  address2: P.js,
  city: `Trenton ${P.script}`,
  note: `Agent note ${P.img} ${tag}`,
  sms: `SMS ${P.svg} ${tag}`,
  portalDispute: `Portal dispute ${P.img} ${tag}`,
  portalAction: `Action ${P.script}`,
  chatDispute: `Chat dispute ${P.svg} ${tag}`,
  chatDetails: P.js,
  changeReason: `Reason ${P.script} ${tag}`,
  // No double quote: browsers send it as %22 in a multipart file name (HTML's form encoding).
  document: `<img src=x onerror=window.__xss=1> ${tag}.pdf`,
  paymentNote: `Paid ${P.svg}`,
  userAgent: `Mozilla/5.0 ${P.script}`,
  optInName: `Opt ${P.img}`,
};

async function ok(res: APIResponse, status = 200): Promise<unknown> {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(status);
  return res.json();
}

/** Dialogs any page of the context opened (alert/confirm/prompt from an injected script). */
function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

/** The page shows each text literally, ran no payload and holds no element or handler from one. */
async function expectInert(page: Page, shown: string[], dialogs: string[]): Promise<void> {
  for (const text of shown) await expect(page.getByText(text).locator('visible=true').first()).toBeVisible();
  const dom = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    imgX: document.querySelectorAll('img[src="x"]').length,
    svgs: [...document.querySelectorAll('svg')].filter((s) => s.hasAttribute('onload')).length,
    handlers: [...document.querySelectorAll('*')]
      .flatMap((el) => [...el.attributes].map((a) => a.name))
      .filter((name) => /^on/i.test(name)),
    jsLinks: [...document.querySelectorAll('a[href], [src], form[action]')].filter((el) =>
      /^\s*javascript:/i.test(
        el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? '',
      ),
    ).length,
    scripts: [...document.scripts].filter((s) => s.text.includes('__xss')).length,
  }));
  expect(dom, page.url()).toEqual({ xss: undefined, imgX: 0, svgs: 0, handlers: [], jsLinks: 0, scripts: 0 });
  expect(dialogs, page.url()).toEqual([]);
}

/** Verifies the chat identity on a fresh context, picking the account's own address. */
async function chatSession(browser: Browser, street: string): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const request = context.request;
  const verify = (await ok(
    await request.post('/api/chat/verify', { data: { ssn_last4: last4, dob: birthDate } }),
  )) as { debtor_id: string; address_options: string[] };
  const pick = verify.address_options.find((option) => option.startsWith(street));
  expect(pick, verify.address_options.join(' | ')).toBeTruthy();
  await ok(
    await request.post('/api/chat/verify-address', {
      data: { debtor_id: verify.debtor_id, selected_address: pick },
    }),
  );
  return request;
}

test('stored markup renders as text on every page that shows it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const dialogs = watchDialogs(page);
  await signInAs(page, 'admin');

  // 1. Import the account (CSV through /admin/import): its name and notes carry markup.
  const csv = toCsv([
    [
      'account_number',
      'debtor_name',
      'debtor_first_name',
      'debtor_last_name',
      'ssn',
      'birth_date',
      'current_amount',
      'debtor_email',
      'debtor_phone',
      'address_1',
      'city',
      'state',
      'zip_code',
      'notes',
      'due_date',
    ],
    [
      accountNumber,
      texts.name,
      'Quinn',
      tag,
      `55566${last4}`,
      '02/17/1961',
      '900.00',
      `${tag}@example.com`,
      phone,
      '12 Quill Lane',
      'Trenton',
      'NJ',
      '08608',
      texts.importNotes,
      '03/15/2024',
    ],
  ]);
  await page.goto('/admin/import');
  await page.getByLabel('File (CSV, .xlsx or .xls)').setInputFiles({
    name: 'stored-text.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Upload and Import' }).click();
  await expect(page.getByText('1 account imported from 1 row.')).toBeVisible({ timeout: 30_000 });
  const hits = (await ok(
    await page.request.get(`/api/admin/debt-accounts/search?searchTerm=${accountNumber}`),
  )) as Array<{ id: number }>;
  const id = hits[0]?.id as number;
  expect(id).toBeGreaterThan(0);

  // 2. Opt-in (public form) with the account's phone: its name is stored. It stays pending until the
  // number confirms (decision 0032), so the agent records the consent given on the phone as well.
  await ok(
    await page.request.post('/api/sms-opt-in/submit', {
      data: { fullName: texts.optInName, phoneNumber: phone, consent: true },
    }),
  );
  await ok(
    await page.request.post(`/api/debtors/${id}/compliance/preferences`, {
      data: { kind: 'sms_consent', phone, note: 'Consent given on the phone' },
    }),
  );
  // 3. Contact center: an internal note and an SMS (before any dispute, which pauses collection).
  await ok(await page.request.post(`/api/debtors/${id}/notes`, { data: { body: texts.note } }));
  // The server runs on the real clock: texting a New Jersey consumer is legally blocked outside
  // 8 AM - 9 PM Eastern, so (like contact-center.spec.ts) the server's verdict decides what to expect.
  const workspace = (await ok(await page.request.get(`/api/debtors/${id}`))) as {
    compliance: { channels: { sms: { allowed: boolean } } };
  };
  const smsAllowed = workspace.compliance.channels.sms.allowed;
  const sms = await page.request.post(`/api/debtors/${id}/send-sms`, {
    data: { message: texts.sms, phoneNumber: phone },
  });
  expect(sms.status(), await sms.text()).toBe(smsAllowed ? 200 : 409);
  const smsShown = smsAllowed ? [texts.sms] : [];
  if (!smsAllowed)
    test.info().annotations.push({ type: 'note', description: 'outside texting hours: no SMS' });
  // 4. An external payment with a note, so the account is on /admin/payment-details.
  await ok(
    await page.request.post('/api/payments/record-external', {
      data: { debtAccountId: id, amount: '10.00', transactionId: `x-${tag}`, notes: texts.paymentNote },
    }),
  );

  // 5. The debtor registers for the account and files a dispute through the portal form.
  const debtorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const debtor = await debtorContext.newPage();
  const debtorDialogs = watchDialogs(debtor);
  const username = uniqueName('xss');
  await ok(
    await debtor.request.post('/api/register-debtor', {
      data: {
        firstName: 'Quinn',
        ssn: last4,
        dateOfBirth: birthDate,
        accountNumber,
        username,
        password: 'Stored-text-1',
        email: `${username}@example.com`,
      },
    }),
    201,
  );
  await debtor.goto('/dispute-portal');
  await debtor.getByLabel('Type of Dispute').selectOption('incorrect_amount');
  await debtor.getByLabel('Detailed Explanation').fill(texts.portalDispute);
  await debtor.getByLabel('Requested Action').fill(texts.portalAction);
  await debtor.getByRole('button', { name: 'Submit Dispute Request' }).click();
  await expect(debtor.getByText('✅ Dispute Submitted').first()).toBeVisible();

  // 6. The chat: a dispute and a contact change request with markup.
  const chat = await chatSession(browser, '12 Quill Lane');
  await ok(
    await chat.post('/api/disputes/submit', {
      data: {
        debtAccountId: id,
        disputeType: 'other',
        description: texts.chatDispute,
        requestedAction: 'other',
        additionalDetails: texts.chatDetails,
      },
    }),
  );
  await ok(
    await chat.post('/api/chat/contact-update', {
      data: { debtAccountId: id, city: 'Camden', reason: texts.changeReason },
    }),
  );

  // 7. The account edit (address lines and city); an e-mail with markup is refused outright.
  await ok(
    await page.request.put(`/api/admin/accounts/${id}`, {
      data: { address1: texts.address1, address2: texts.address2, city: texts.city },
    }),
  );
  const badEmail = await page.request.put(`/api/admin/accounts/${id}`, {
    data: { email_address: `"${P.svg}"@example.com` },
  });
  expect(badEmail.status()).toBe(400);

  // 8. A document whose original name is markup (through the upload form).
  await page.goto('/admin/documents');
  await page.getByLabel('Search debt accounts').fill(accountNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('list', { name: 'Matching accounts' }).getByRole('button').first().click();
  await page
    .getByLabel('PDF Document')
    .setInputFiles({ name: texts.document, mimeType: 'application/pdf', buffer: onePagePdf('Stored text') });
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByText('Document Uploaded', { exact: true })).toBeVisible();
  await expectInert(page, [texts.document], dialogs);

  // 9. A signed-in request whose User-Agent is markup (kept in the security events).
  const uaContext = await browser.newContext({ userAgent: texts.userAgent });
  await ok(await uaContext.request.post('/api/login', { data: { username, password: 'Stored-text-1' } }));
  await uaContext.close();

  // The back office's pages.
  await page.goto('/admin/accounts');
  await page.getByPlaceholder('Search names...').fill(accountNumber);
  await expectInert(page, [texts.name], dialogs);
  await page.goto(`/admin/accounts/${id}`);
  await expectInert(page, [texts.name, texts.address1, texts.address2, texts.city], dialogs);
  await page.goto(`/admin/accounts/${id}/edit`);
  await expect(page.getByLabel('Address line 1', { exact: false }).first()).toHaveValue(texts.address1);
  await expectInert(page, [], dialogs);
  await page.goto(`/admin/contact-center?account=${accountNumber}`);
  await expectInert(page, [texts.name], dialogs);
  await page.goto(`/admin/debtor/${id}`);
  await expectInert(page, [texts.name, texts.changeReason], dialogs);
  await page.getByRole('tab', { name: 'Contact Interface' }).click();
  await expectInert(page, [texts.note, ...smsShown, texts.portalAction], dialogs);
  await page.getByRole('tab', { name: 'Contact History' }).click();
  await expectInert(page, [texts.note, ...smsShown, texts.portalAction], dialogs);
  await page.goto('/admin/disputes');
  await expectInert(page, [texts.portalDispute, texts.chatDispute], dialogs);
  await page.goto('/admin/payment-details');
  await expectInert(page, [texts.name], dialogs);
  await page.goto('/admin/security');
  await expectInert(page, [], dialogs);
  await page.goto('/admin/dashboard');
  await expectInert(page, [], dialogs);

  // The debtor's pages.
  for (const [path, shown] of [
    ['/debtor', []],
    ['/dispute-portal', [texts.portalDispute]],
    ['/documents', [texts.document]],
    ['/payment-history', []],
    ['/payment-center', []],
    ['/account', []],
  ] as const) {
    await debtor.goto(path);
    await expect(debtor.locator('h1').first()).toBeVisible();
    await debtor.waitForLoadState('networkidle');
    await expectInert(debtor, [...shown], debtorDialogs);
  }
  await debtorContext.close();
});
