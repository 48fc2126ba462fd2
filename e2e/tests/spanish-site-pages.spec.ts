import { expect, seriousA11yViolations, test } from './fixtures';

/**
 * The public site in Spanish (decision 0072): the home page, the legal pages, the text opt-in and the
 * password pages, read by a browser that prefers Spanish, accessible and without sideways scrolling.
 */
test.describe('the public pages in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('have no serious accessibility problem in Spanish, at 390 px too', async ({ page }) => {
    test.setTimeout(180_000); // sixteen axe runs
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, heading] of [
        ['/', 'Soluciones profesionales de cobro de deudas'],
        ['/about', /^Acerca de /],
        ['/sms-terms', 'Términos del servicio de SMS'],
        ['/policy#privacy-policy', 'Política de privacidad'],
        ['/refund-policy', 'Política de reembolsos'],
        ['/text-opt-in', 'Inscripción para mensajes de texto'],
        ['/forgot-password?from=login', '¿Olvidó su contraseña?'],
        ['/reset-password?token=x', 'Cambiar la contraseña'],
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

  test('the text opt-in asks in Spanish and refuses a missing consent in Spanish', async ({ page }) => {
    await page.goto('/text-opt-in');
    await expect(
      page.getByRole('checkbox', { name: /^Acepto recibir mensajes de texto automáticos/ }),
    ).toBeVisible();
    await page.getByLabel('Nombre completo').fill('Juana Pérez');
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('5550101234');
    await page.getByRole('button', { name: 'Quiero recibir textos' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast.getByText('Falta su consentimiento')).toBeVisible();
    await expect(toast.getByText('Debe dar su consentimiento para recibir mensajes SMS.')).toBeVisible();
  });

  test('the home page leads to a legal page that stays in Spanish', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Inscríbase para recibir mensajes de texto' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Inscripción para mensajes de texto' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Términos del servicio de SMS' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Términos del servicio de SMS' })).toBeVisible();
    await expect(page.getByText('Fecha de vigencia: 19 de junio de 2025')).toBeVisible();
  });
});
