import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestSmtpServer, type TestSmtpServer } from '../../apps/server/test/kits/mail/test-smtp-server';
import { expect, type Page, seriousA11yViolations, test, uniqueName } from './fixtures';

/**
 * The debtor's ways in (decision 0044): Sign in in the menu, the sign-in page's links, /register linking
 * the letter's accounts, the password reset by e-mail, and quick access by keyboard alone.
 *
 * The shared test server has no SMTP_URL (mail stays in the outbox), so this file starts its own
 * server of the same build with a real SMTP peer (the server tests' one) and PUBLIC_URL at its own
 * port. Its fresh demo data also keeps Maria and Robert, who have no login, unclaimed by other specs.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 300;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PHONE = { width: 390, height: 844 };

/** Maria Garcia of the demo data (apps/server/src/db/seed.ts): ACC-100003, no login of her own. */
const MARIA = { last4: '4321', month: 'November', day: '3', year: '1979', account: 'ACC-100003' };
/** Robert Smith of the demo data: no login; quick access with his address. */
const ROBERT_ADDRESS = /^9 Pine Court, Philadelphia, PA 19103$/;

let server: ChildProcess | null = null;
let smtp: TestSmtpServer;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startTestSmtpServer();
  server = spawn(process.execPath, [new URL('../../apps/server/dist/server.js', import.meta.url).pathname], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'arrears-e2e-paths-')),
      DATABASE_URL: '',
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      PUBLIC_URL: ORIGIN,
      SMTP_URL: smtp.url,
    },
  });
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`${ORIGIN}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server with SMTP did not start');
});
test.afterAll(async () => {
  server?.kill('SIGTERM');
  await smtp?.stop();
});

async function fillRegistration(page: Page, details: { account: string; username: string; email: string }) {
  await page.getByLabel('First Name').fill('Maria');
  await page.getByLabel('Last Name').fill('Garcia');
  await page.getByLabel('Last 4 digits of SSN').fill(MARIA.last4);
  await page.getByLabel('Month').selectOption({ label: MARIA.month });
  await page.getByLabel('Day').selectOption(MARIA.day);
  await page.getByLabel('Year').selectOption(MARIA.year);
  await page.getByLabel('Account Number').fill(details.account);
  await page.getByLabel('Email Address').fill(details.email);
  await page.getByLabel('Phone Number').fill('2155550123');
  await page.getByLabel('Username').fill(details.username);
  await page.getByLabel('Password', { exact: true }).fill('Trenton-Oak-718');
  await page.getByLabel('Confirm Password').fill('Trenton-Oak-718');
  await page.getByRole('button', { name: 'Create Account' }).click();
}

const maria = { username: uniqueName('maria'), email: `${uniqueName('maria')}@example.com` };

test('the menu has Sign in, and the sign-in page leads to the reset, quick access and registration', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByTestId('menu-button').click();
  await page.getByTestId('site-menu').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password?from=login',
  );
  await expect(
    page.getByRole('link', { name: 'No login? Verify with your SSN and date of birth' }),
  ).toHaveAttribute('href', '/quick-access');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('/register with a wrong account number says plainly that no account was found; the right one links Maria’s account', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/register');
  await fillRegistration(page, { ...maria, account: 'ACC-999999' });
  const panel = page.getByTestId('register-no-match');
  await expect(panel.getByRole('heading', { name: 'We found no account for these details' })).toBeVisible();
  await expect(panel).toContainText('No login was created.');
  await expect(panel.getByRole('link', { name: 'Verify with your SSN and date of birth' })).toHaveAttribute(
    'href',
    '/quick-access',
  );
  await expect(panel.getByRole('link', { name: 'Call 1-888-555-0147' })).toHaveAttribute(
    'href',
    'tel:+18885550147',
  );
  await expect(page.getByTestId('toast').getByText('Registration Failed')).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByLabel('Account Number').fill(MARIA.account.toLowerCase());
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/debtor$/);
  await expect(page.getByRole('heading', { name: /Welcome.*Maria/, level: 1 })).toBeVisible();
  const accounts = await (await page.request.get('/api/customer/accounts')).json();
  expect(accounts.map((a: { account_number: string }) => a.account_number)).toEqual([MARIA.account]);
});

test('forgot password from /login: the e-mailed link sets a new password, back to /login, and it signs in', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  expect(await seriousA11yViolations(page)).toEqual([]);
  const already = smtp.received.length;
  await page.getByLabel('Email Address').fill(maria.email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByText(/^Returning to the sign-in page in \d seconds\.\.\.$/)).toBeVisible();

  const mails = await smtp.waitForMails(already + 1, 20_000);
  const mail = mails[already];
  expect(mail?.to).toEqual([maria.email]);
  const link = new RegExp(`${ORIGIN}/reset-password\\?token=[\\w-]+`).exec(mail?.text ?? '')?.[0];
  expect(link).toBeTruthy();

  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByLabel('New Password', { exact: true }).fill('Camden-Pier-2291');
  await page.getByLabel('Confirm Password').fill('Camden-Pier-2291');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Taking you to the sign-in page...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Username').fill(maria.username);
  await page.getByLabel('Password').fill('Camden-Pier-2291');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/debtor$/);
  await expect(page.getByRole('heading', { name: /Welcome.*Maria/, level: 1 })).toBeVisible();
});

/** Presses Tab until the focused element is the one wanted (a page's header comes first). */
async function tabTo(page: Page, wanted: ReturnType<Page['getByLabel']>) {
  for (let i = 0; i < 40; i++) {
    if (await wanted.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

test('quick access with the keyboard alone: Tab, typing, arrow keys and Enter, ending on the portal', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/quick-access');
  await expect(page.getByRole('heading', { name: 'Quick Access', level: 1 })).toBeVisible();

  await tabTo(page, page.getByLabel('Last 4 digits of SSN'));
  await page.keyboard.type('3333');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Month')).toBeFocused();
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowDown'); // January … July
  await expect(page.getByLabel('Month')).toHaveValue('7');
  await page.keyboard.press('Tab');
  for (let i = 0; i < 21; i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Day')).toHaveValue('21');
  await page.keyboard.press('Tab');
  for (let i = 0; i < 18; i++) await page.keyboard.press('ArrowDown'); // 2007 back to 1990
  await expect(page.getByLabel('Year')).toHaveValue('1990');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 2 of 2: Confirm your address')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Into the group of addresses; the arrow keys move and check the choice (wrapping round to the first).
  await tabTo(page, page.getByRole('radio').first());
  const robert = page.getByRole('radio', { name: ROBERT_ADDRESS });
  for (let i = 0; i < 7 && !(await robert.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(robert).toBeChecked();
  await expect(robert).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Verify Address' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/debtor$/);
  await expect(page.getByRole('heading', { name: /Welcome.*Robert/, level: 1 })).toBeVisible();
});
