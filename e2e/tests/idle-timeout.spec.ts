import { expect, signInAs, test } from './fixtures';

const MINUTE = 60_000;

test.describe('idle timeout', () => {
  test('warns at 25 minutes with a 5:00 countdown; Stay Logged In extends the server session', async ({
    page,
  }) => {
    await page.clock.install();
    await signInAs(page, 'collector');
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();

    await page.clock.runFor(24 * MINUTE);
    await expect(page.getByTestId('session-timeout-dialog')).toHaveCount(0);
    await page.clock.runFor(1 * MINUTE + 30_000);
    const dialog = page.getByTestId('session-timeout-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Your session will expire in 5 minutes due to inactivity.')).toBeVisible();
    await expect(page.getByTestId('session-countdown')).toHaveText(/^[45]:\d\d$/);
    // The 'Session Expiring' toast beside the dialog (the spec's error catalogue).
    const warning = page.getByTestId('toast');
    await expect(warning.getByText('Session Expiring')).toBeVisible();
    await expect(warning.getByText('Your session will expire in 5 minutes due to inactivity.')).toBeVisible();

    const extend = page.waitForResponse((r) => r.url().endsWith('/api/session/extend'));
    await dialog.getByRole('button', { name: 'Stay Logged In' }).click();
    expect((await extend).status()).toBe(200);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('toast').getByText('Session Extended')).toBeVisible();
  });

  test('logs out at 30 minutes with Session Expired', async ({ page }) => {
    await page.clock.install();
    await signInAs(page, 'collector');
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();

    // To the warning, then to the end of its countdown: the 'Session Expired' toast (5 s) is still up.
    await page.clock.runFor(25 * MINUTE + 30_000);
    await expect(page.getByTestId('toast').getByText('Session Expiring')).toBeVisible();
    const [minutes, seconds] = ((await page.getByTestId('session-countdown').textContent()) ?? '').split(':');
    await page.clock.runFor((Number(minutes) * 60 + Number(seconds)) * 1000 + 500);
    await expect(page.getByTestId('toast').getByText('Session Expired')).toBeVisible();
    await expect(
      page.getByTestId('toast').getByText('You have been logged out due to inactivity.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const me = await page.request.get('/api/user');
    expect(me.status()).toBe(401);
  });
});
