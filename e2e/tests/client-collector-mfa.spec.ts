import { createAgencyUser } from './admin-helpers';
import { DEMO_PASSWORD, expect, type Page, test, uniqueName } from './fixtures';
import { decodeQrDataUrl, parseOtpauthUri, totp, totpStep } from './totp';

/**
 * Decision 0089: a client's user and a collector keep a password and a second factor of their own.
 * The client user replaces the admin's password in the portal, enrols two-factor there and signs
 * in with a code; a collector does the same from the back office's sidebar.
 */

/** Enrols on the two-factor page that is open: reads the QR as a phone does, confirms a code. */
async function enrolHere(page: Page): Promise<{ secret: string; step: number }> {
  await expect(page.getByTestId('mfa-status')).toHaveText('Not Enabled');
  await page.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();
  const qr = page.getByAltText('QR code for your authenticator app');
  await expect(qr).toBeVisible();
  const { secret } = parseOtpauthUri(decodeQrDataUrl((await qr.getAttribute('src')) ?? ''));
  await expect(page.getByTestId('backup-code')).toHaveCount(10);
  const step = totpStep();
  await page.getByLabel('Verification Code').fill(totp(secret, step));
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(page.getByTestId('mfa-status')).toHaveText('Active');
  return { secret, step };
}

/** Signs in on /login with the password, then the code of a step later than the enrolment's. */
async function signInWithCode(
  page: Page,
  username: string,
  password: string,
  secret: string,
  setupStep: number,
) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const code = page.getByLabel('Verification Code');
  await expect(code).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401); // no session before the code
  await code.fill(totp(secret, Math.max(setupStep + 1, totpStep())));
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('a client user replaces the first password, enrols two-factor in the portal and signs in with a code', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The admin's own request context makes the client's user.
  const admin = await playwright.request.newContext({ baseURL });
  expect(
    (await admin.post('/api/login', { data: { username: 'admin', password: DEMO_PASSWORD } })).status(),
  ).toBe(200);
  const clients = (await (await admin.get('/api/admin/clients')).json()) as { id: number; code: string }[];
  const bank = clients.find((c) => c.code === 'KCB');
  expect(bank).toBeTruthy();
  const username = uniqueName('cmf');
  const made = await admin.post('/api/admin/users', {
    data: {
      firstName: 'Rita',
      lastName: 'Factor',
      email: `${username}@example.com`,
      phone: '2155550188',
      username,
      password: 'Chosen-by-admin-1',
      role: 'client',
      clientId: bank?.id,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await admin.dispose();

  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('Chosen-by-admin-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/client\/change-password$/);
  await expect(page.getByTestId('password-change-required')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Client portal' })).toHaveCount(0);
  await page.goto('/client/accounts');
  await expect(page).toHaveURL(/\/client\/change-password$/);
  expect((await page.request.get('/api/client/dashboard')).status()).toBe(403);

  await page.getByLabel('Current Password').fill('Chosen-by-admin-1');
  await page.getByLabel('New Password', { exact: true }).fill('Rita-own-passphrase-2');
  await page.getByLabel('Confirm New Password').fill('Rita-own-passphrase-2');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/client$/);

  await page
    .getByRole('navigation', { name: 'Client portal' })
    .getByRole('link', { name: 'Two-Factor' })
    .click();
  await expect(page).toHaveURL(/\/client\/mfa-setup$/);
  const { secret, step } = await enrolHere(page);

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInWithCode(page, username, 'Rita-own-passphrase-2', secret, step);
  await expect(page).toHaveURL(/\/client$/);
  await expect(page.getByText('Keystone Community Bank')).toBeVisible();
});

test('a collector enrols two-factor from the sidebar and signs in with a code', async ({ page, request }) => {
  test.setTimeout(90_000);
  const collector = await createAgencyUser(request, 'collector', undefined, { settled: true });
  await page.goto('/login');
  await page.getByLabel('Username').fill(collector.username);
  await page.getByLabel('Password').fill(collector.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/contact-center$/);

  await page.getByRole('link', { name: 'Two-Factor' }).first().click();
  await expect(page).toHaveURL(/\/admin\/mfa-setup$/);
  // The breadcrumb: the collector's home › Account › Two-Factor.
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Admin Portal' }),
  ).toHaveAttribute('href', '/admin');
  const { secret, step } = await enrolHere(page);

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInWithCode(page, collector.username, collector.password, secret, step);
  await expect(page).toHaveURL(/\/admin\/contact-center$/);
});
