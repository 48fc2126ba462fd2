import { expect, type Page, seriousA11yViolations, signInAs, test } from './fixtures';

/**
 * Payments in Spanish, end to end (decision 0072): in Spanish, quick access through to a card payment (sandbox test
 * card) and its receipt, then the past payments; every page accessible and without sideways scroll.
 * Robert Smith of the demo data (apps/server/src/db/seed.ts), as quick-access.spec.ts uses him.
 */
const VISA_SUCCESS = '4000100011112224';
const VISA_DECLINE = '4000300011112220';
const SHOTS = process.env.SPANISH_SHOTS_DIR;

async function lookedAt(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  // Axe reads colours: a toast still fading in would be measured half transparent.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect(await seriousA11yViolations(page), `${name} at ${width}px`).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name} at ${width}px`,
  ).toBeLessThanOrEqual(width);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

test.describe('paying in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('quick access, a card payment and its receipt, then the past payments, all in Spanish', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/quick-access');
    await expect(page.getByRole('heading', { level: 1, name: 'Acceso rápido' })).toBeVisible();
    await page.getByLabel('Últimos 4 dígitos de su Seguro Social').fill('3333');
    await page.getByLabel('Mes').selectOption({ label: 'julio' });
    await page.getByLabel('Día').selectOption('21');
    await page.getByLabel('Año').selectOption('1990');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('radio', { name: /^9 Pine Court, Philadelphia, PA 19103$/ }).check();
    await page.getByRole('button', { name: 'Verificar la dirección' }).click();

    await expect(page).toHaveURL(/\/debtor$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Robert' })).toBeVisible();
    await expect(page.getByText('Así está su cuenta hoy.')).toBeVisible();
    await expect(page.getByTestId('account-balance').first()).toBeVisible();
    await lookedAt(page, 'debtor');

    await page.getByRole('link', { name: 'Hacer un pago' }).click();
    await expect(page).toHaveURL(/\/payment-center$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Centro de pagos' })).toBeVisible();
    await expect(page.getByTestId('account-balance')).toBeVisible();
    await lookedAt(page, 'payment-center');

    // Nothing filled in: the rules are said in Spanish, next to their inputs.
    await page.getByRole('button', { name: 'Pagar ahora' }).click();
    await expect(page.getByText('Escriba el número de tarjeta')).toBeVisible();
    await expect(page.getByText('La cantidad debe ser de al menos $0.01')).toBeVisible();
    await lookedAt(page, 'payment-center-errors');

    await page.getByLabel('Cantidad a pagar ($)').fill('12.34');
    await page.getByLabel('Número de tarjeta').pressSequentially(VISA_SUCCESS);
    await page.getByLabel('Mes de vencimiento').selectOption('12');
    await page.getByLabel('Año de vencimiento').selectOption(String(new Date().getFullYear() + 2).slice(-2));
    await page.getByLabel('Código de seguridad (CVV)').fill('123');
    await page.getByRole('button', { name: 'Pagar $12.34' }).click();

    const dialog = page.getByRole('dialog', { name: 'Pago realizado' });
    await expect(dialog).toBeVisible();
    const receipt = dialog.getByTestId('payment-receipt');
    await expect(receipt).toContainText('$12.34');
    await expect(receipt).toContainText('Tarjeta de crédito');
    await expect(receipt).toContainText('Visa terminada en 2224');
    await expect(receipt).toContainText(/Código de confirmación\S+/);
    await expect(receipt).toContainText('Nuevo saldo');
    await lookedAt(page, 'payment-successful');

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Descargar el recibo' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/payment-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Historial de pagos' })).toBeVisible();
    const row = page.getByTestId('payment-row').filter({ hasText: '$12.34' }).first();
    await expect(row).toContainText('Completado');
    await expect(row.getByRole('link', { name: /Descargar el recibo/ })).toBeVisible();
    await lookedAt(page, 'payment-history');

    // The same pages at 1280 px.
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [path, heading, name] of [
      ['/debtor', 'Hola, Robert', 'debtor'],
      ['/payment-center', 'Centro de pagos', 'payment-center'],
      ['/payment', 'Hacer un pago', 'payment'],
      ['/payment-history', 'Historial de pagos', 'payment-history'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(
        page
          .locator(
            '[data-testid="account-balance"], [data-testid="total-outstanding"], [data-testid="tile-balance"], [data-testid="payment-row"]',
          )
          .first(),
      ).toBeVisible();
      await lookedAt(page, name);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/payment');
    await expect(page.getByTestId('total-outstanding')).toBeVisible();
    await lookedAt(page, 'payment');
  });
});

test.describe('a declined card in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('shows the failure card on /payment and the dialog on /payment-center in Spanish', async ({
    page,
  }) => {
    await signInAs(page, 'jdoe');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/payment');
      await expect(page.getByRole('heading', { level: 1, name: 'Hacer un pago' })).toBeVisible();
      await page.getByLabel('Cantidad a pagar ($)').fill('5');
      await page.getByLabel('Número de tarjeta').fill(VISA_DECLINE);
      await page.getByLabel('Mes de vencimiento').selectOption('12');
      await page
        .getByLabel('Año de vencimiento')
        .selectOption(String(new Date().getFullYear() + 2).slice(-2));
      await page.getByLabel('Código de seguridad (CVV)').fill('123');
      await page.getByRole('button', { name: 'Pagar $5.00' }).click();
      const failure = page.getByTestId('payment-failure');
      await expect(failure.getByRole('heading', { name: 'El pago no se realizó' })).toBeVisible();
      await expect(failure).toContainText('No se cobró nada y su saldo no cambió.');
      await expect(failure).toContainText('Tarjeta rechazada'); // the processor's 'Card Declined'
      await expect(page.getByTestId('toast').getByText('❌ El pago no se realizó')).toBeVisible();
      await expect(failure.getByRole('button', { name: 'Intentar otro pago' })).toBeVisible();
      await lookedAt(page, 'payment-declined');
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/payment-center');
    await expect(page.getByRole('heading', { level: 1, name: 'Centro de pagos' })).toBeVisible();
    await page.getByLabel('Cantidad a pagar ($)').fill('5');
    await page.getByLabel('Número de tarjeta').fill(VISA_DECLINE);
    await page.getByLabel('Mes de vencimiento').selectOption('12');
    await page.getByLabel('Año de vencimiento').selectOption(String(new Date().getFullYear() + 2).slice(-2));
    await page.getByLabel('Código de seguridad (CVV)').fill('123');
    await page.getByRole('button', { name: 'Pagar $5.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'El pago no se realizó' });
    await expect(dialog.getByTestId('payment-failure-reason')).toHaveText('Tarjeta rechazada');
    await expect(dialog).toContainText('Qué puede hacer');
    await expect(dialog.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
    await lookedAt(page, 'payment-center-declined');
  });
});
