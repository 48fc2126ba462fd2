import { expect, seriousA11yViolations, signInAs, test } from './fixtures';

/**
 * Spanish for debtors (decision 0072): a first visit follows the browser's languages, the switch
 * sticks across a reload (the cookie), and the translated pages stay accessible in Spanish.
 */
test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-US' });

  test('shows Spanish on a first visit, and a switch to English sticks across a reload', async ({ page }) => {
    await page.goto('/quick-access');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Acceso rápido' })).toBeVisible();
    await expect(page.getByText('Paso 1 de 2: Verifique su identidad')).toBeVisible();

    const header = page.getByTestId('site-header');
    const switcher = header.getByRole('group', { name: 'Idioma' });
    await expect(switcher.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    await switcher.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Quick Access' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Quick Access' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'arrears_lang')).toMatchObject({ value: 'en', httpOnly: false });

    // And back: the keyboard reaches the switch and picks Spanish.
    await header.getByRole('button', { name: 'Español' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Acceso rápido' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('the translated pages have no serious accessibility problem in Spanish, at 390 px too', async ({
    page,
  }) => {
    test.setTimeout(150_000); // twelve axe runs
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, heading] of [
        ['/login', 'Iniciar sesión'],
        ['/register', 'Cree su cuenta'],
        ['/register-debtor', 'Crear una cuenta'],
        ['/quick-access', 'Acceso rápido'],
        ['/dispute-quick-access', 'Acceso rápido para disputas'],
        ['/no-such-page', '404: No encontramos la página'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        expect(await seriousA11yViolations(page), `${path} at ${width}px`).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${path} at ${width}px`,
        ).toBeLessThanOrEqual(width);
      }
    }
  });

  test('a wrong password is refused in Spanish', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Nombre de usuario').fill('jdoe');
    await page.getByLabel('Contraseña').fill('not-the-password');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(
      page.getByTestId('toast').getByText('El nombre de usuario o la contraseña no son correctos'),
    ).toBeVisible();
  });
});

test('a browser that prefers English keeps the English site, and a signed-in debtor sees the switch', async ({
  page,
}) => {
  await page.goto('/quick-access');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Quick Access' })).toBeVisible();
  await signInAs(page, 'jdoe');
  await page.goto('/debtor');
  await expect(page.getByTestId('site-footer').getByRole('group', { name: 'Language' })).toBeVisible();
});
