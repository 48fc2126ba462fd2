import { MFA_MESSAGES } from '@arrears/domain';
import { createAgencyUser, submitAdminLogin } from './admin-helpers';
import { expect, seriousA11yViolations, test } from './fixtures';
import { decodeQrDataUrl, hotp, parseOtpauthUri, totp, totpStep } from './totp';

test("the test's TOTP helper gives RFC 6238's SHA-1 test vectors", () => {
  const key = Buffer.from('12345678901234567890', 'ascii');
  // RFC 6238 appendix B, T = floor(time / 30), 8 digits.
  for (const [time, code] of [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
  ] as const) {
    expect(hotp(key, Math.floor(time / 30), 8)).toBe(code);
  }
});

test('enrol two-factor on /admin/mfa-setup, then sign in with a code computed here, and with a backup code', async ({
  page,
  request,
}) => {
  const admin = await createAgencyUser(request, 'admin', undefined, { settled: true });
  await page.goto('/admin-login');
  await submitAdminLogin(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admin$/);

  // The home has the day's numbers; the areas are in the sidebar (decision 0117).
  await page.getByRole('link', { name: 'Two-Factor' }).first().click();
  await expect(page).toHaveURL(/\/admin\/mfa-setup$/);
  await expect(page.getByTestId('mfa-status')).toHaveText('Not Enabled');
  await page.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();

  // Read the secret the way a phone does: from the QR image.
  const qr = page.getByAltText('QR code for your authenticator app');
  await expect(qr).toBeVisible();
  const uri = parseOtpauthUri(decodeQrDataUrl((await qr.getAttribute('src')) ?? ''));
  expect(uri.account).toBe(admin.username);
  expect(uri.issuer).toBe('Keystone Recovery Partners');
  expect(uri.secret).toMatch(/^[A-Z2-7]+=*$/);

  const backupCodes = await page.getByTestId('backup-code').allTextContents();
  expect(backupCodes).toHaveLength(10);
  for (const code of backupCodes) expect(code).toMatch(/^[A-Z0-9]{6}$/);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(page.getByText(MFA_MESSAGES.sixDigits)).toBeVisible();
  const setupStep = totpStep();
  await page.getByLabel('Verification Code').fill(totp(uri.secret, setupStep));
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(page.getByTestId('mfa-status')).toHaveText('Active');

  // Sign out, then in again: password, then the code of a later step (the setup's code is spent).
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin-login');
  await submitAdminLogin(page, admin.username, admin.password);
  const codeInput = page.getByLabel('Verification Code');
  await expect(codeInput).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401); // no session before the second factor
  const verify = page.getByRole('button', { name: 'Verify' });
  await codeInput.pressSequentially('12a3');
  await expect(codeInput).toHaveValue('123');
  await expect(verify).toBeDisabled();
  await codeInput.fill(totp(uri.secret, Math.max(setupStep + 1, totpStep())));
  await expect(verify).toBeEnabled();
  await verify.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('admin-shell-user').getByText(admin.username, { exact: true })).toBeVisible();

  // The customer sign-in asks for the second factor too; a backup code (typed in lower case) works.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup Code').pressSequentially((backupCodes[0] ?? '').toLowerCase());
  await expect(page.getByLabel('Backup Code')).toHaveValue(backupCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Turn it off again with the current password.
  await page.goto('/admin/mfa-setup');
  await expect(page.getByTestId('mfa-status')).toHaveText('Active');
  await page.getByLabel('Current Password').fill(admin.password);
  await page.getByRole('button', { name: 'Disable Two-Factor Authentication' }).click();
  await expect(page.getByTestId('mfa-status')).toHaveText('Not Enabled');
});

test("the two-factor step: 'Code Required', 'Verification Failed' and Back to Login", async ({
  page,
  request,
}) => {
  const staff = await createAgencyUser(request, 'staff', undefined, { settled: true });
  // Enrol through the API with a code computed here, to test the sign-in step alone.
  const api = request;
  await api.post('/api/login', { data: { username: staff.username, password: staff.password } });
  const setup = await (await api.post('/api/mfa/setup')).json();
  const { secret } = parseOtpauthUri(decodeQrDataUrl(setup.qrCode));
  expect(
    (await api.post('/api/mfa/verify', { data: { token: totp(secret), backupCodes: [] } })).status(),
  ).toBe(200);
  await api.post('/api/logout');

  await page.goto('/admin-login');
  await submitAdminLogin(page, staff.username, staff.password);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByRole('button', { name: 'Verify' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast.getByText(MFA_MESSAGES.codeRequiredTitle)).toBeVisible();
  await expect(toast.getByText(MFA_MESSAGES.codeRequired)).toBeVisible();

  await page.getByLabel('Backup Code').fill('ZZZZZZ');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast.getByText(MFA_MESSAGES.verificationFailed)).toBeVisible();
  await expect(toast.getByText(MFA_MESSAGES.invalidCode)).toBeVisible();

  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Portal Login' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('');
  await expect(page.getByLabel('Password')).toHaveValue('');
});
