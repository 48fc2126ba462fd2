import type { Locator } from '@playwright/test';
import { expect, type Page, signInAs, test } from './fixtures';

/**
 * Forms that fit (decision 0046): on a 320 and a 390 px phone every field a debtor fills shows its whole
 * value. A field fits when the rendered text (measured with the field's own font) is no wider than
 * its content box; a select must fit its longest choice, not only the chosen one.
 */
const WIDTHS = [320, 390] as const;

/** Maria Garcia of the demo data (apps/server/src/db/seed.ts): ACC-100003, verified in the chat. */
const MARIA = { last4: '4321', month: 'November', day: '3', year: '1979' };
/** Sandbox card (packages/domain/src/payments/test-cards.ts). */
const VISA_SUCCESS = '4000100011112224';

interface Misfit {
  field: string;
  text: string;
  textWidth: number;
  box: number;
}

/** Every visible select (all its choices) and text input (its value, else its placeholder) that is cut off. */
async function misfits(scope: Locator): Promise<Misfit[]> {
  return scope.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    const found: Misfit[] = [];
    const fields = element.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'select, input:not([type=radio]):not([type=checkbox]):not([type=hidden]):not([type=file])',
    );
    for (const field of fields) {
      if (!field.checkVisibility()) continue;
      const style = getComputedStyle(field);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const box =
        field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const texts =
        field instanceof HTMLSelectElement
          ? [...field.options].map((option) => option.text)
          : [field.value || field.placeholder];
      for (const text of texts) {
        const textWidth = context.measureText(text).width;
        if (textWidth > box)
          found.push({ field: field.labels?.[0]?.textContent ?? field.id, text, textWidth, box });
      }
    }
    return found;
  });
}

/** The chosen option's text as shown, and whether it fits the select's content box. */
async function shownChoice(select: Locator): Promise<{ text: string; fits: boolean }> {
  return select.evaluate((element) => {
    const field = element as HTMLSelectElement;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = field.options[field.selectedIndex]?.text ?? '';
    const box =
      field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { text, fits: context.measureText(text).width <= box };
  });
}

async function noSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Picks a birth date in the three selects and reads back what each shows. */
async function pickBirthDate(scope: Locator | Page, date: { month: string; day: string; year: string }) {
  await scope.getByLabel('Month').selectOption({ label: date.month });
  await scope.getByLabel('Day').selectOption(date.day);
  await scope.getByLabel('Year').selectOption(date.year);
  for (const [label, text] of [
    ['Month', date.month],
    ['Day', date.day],
    ['Year', date.year],
  ] as const)
    expect(await shownChoice(scope.getByLabel(label)), label).toEqual({ text, fits: true });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
    });

    test('the birth-date selects show the whole date on quick access, register-debtor and dispute quick access', async ({
      page,
    }) => {
      for (const path of ['/quick-access', '/register-debtor', '/dispute-quick-access']) {
        await page.goto(path);
        // With the form's errors showing too (the error line must not cost the selects their layout).
        if (path === '/register-debtor') await page.getByRole('button', { name: 'Create Account' }).click();
        await pickBirthDate(page, { month: 'September', day: '28', year: '1988' });
        expect(await misfits(page.locator('body')), path).toEqual([]);
        await noSidewaysScroll(page, width);
      }
      await page.goto('/text-opt-in');
      await expect(page.locator('h1')).toBeVisible();
      expect(await misfits(page.locator('body'))).toEqual([]);
      await noSidewaysScroll(page, width);
    });

    test("the chat's verification and payment forms fit, and the payment form opens at its first field", async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByTestId('chat-launcher').click();
      const verify = page.getByTestId('chat-verify-form');
      await verify.getByLabel('Last 4 digits of SSN').fill(MARIA.last4);
      await pickBirthDate(verify, MARIA);
      expect(await misfits(verify)).toEqual([]);
      await verify.getByRole('button', { name: 'Verify Identity' }).click();
      await page
        .getByTestId('chat-address-form')
        .getByRole('radio', { name: /718 Oak Avenue/ })
        .check();
      await page.getByRole('button', { name: 'Verify Address' }).click();
      await page.getByTestId('chat-intent-make_payment').click();

      const form = page.getByTestId('chat-payment-form');
      const amount = form.getByLabel('Payment Amount ($)');
      await expect(amount).toBeFocused();
      await expect(amount).toBeInViewport();
      await form.getByLabel('Expiry Month').selectOption('11');
      await form.getByLabel('Expiry Year').selectOption({ index: 9 });
      await form.getByLabel('CVV').fill('1234');
      await expect(form.getByLabel('State')).toHaveValue('NJ');
      expect(await misfits(form)).toEqual([]);
      expect((await shownChoice(form.getByLabel('Expiry Month'))).text).toBe('11');
      await noSidewaysScroll(page, width);
    });

    test("the portal card form fits, and the footer is the debtor's", async ({ page }) => {
      await signInAs(page, 'jdoe');
      await page.goto('/payment-center');
      // With the form's errors showing first.
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await expect(page.getByText('Card number is required')).toBeVisible();
      const cardNumber = page.getByLabel('Card Number');
      await cardNumber.pressSequentially(VISA_SUCCESS);
      await page.getByLabel('Expiry Month').selectOption('12');
      await page.getByLabel('Expiry Year').selectOption({ index: 9 });
      await page.getByLabel('CVV').fill('1234');
      expect(await misfits(page.locator('body'))).toEqual([]);
      expect((await shownChoice(page.getByLabel('Expiry Year'))).fits).toBe(true);
      await noSidewaysScroll(page, width);

      const footer = page.getByTestId('site-footer');
      await expect(footer).toHaveAttribute('data-footer', 'debtor');
      await expect(footer).not.toContainText('Skip tracing');
      for (const name of [
        'Your rights as a consumer',
        'Privacy Policy',
        'SMS Terms',
        'Refund Policy',
        'Account overview',
      ])
        await expect(footer.getByRole('link', { name })).toBeVisible();
      await expect(footer.getByRole('link', { name: /^1-\d{3}-\d{3}-\d{4}$/ })).toHaveAttribute(
        'href',
        /^tel:/,
      );
      await expect(footer).toContainText('Monday-Friday 8 AM to 6 PM EST');

      await page.goto('/dispute-portal');
      await expect(page.getByLabel('Type of Dispute')).toBeVisible();
      expect(await misfits(page.locator('body'))).toEqual([]);
      await noSidewaysScroll(page, width);
    });
  });
}

test('the marketing pages keep the marketing footer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/about');
  const footer = page.getByTestId('site-footer');
  await expect(footer).toHaveAttribute('data-footer', 'marketing');
  await expect(footer).toContainText('Skip tracing');
  await page.goto('/quick-access');
  await expect(footer).toHaveAttribute('data-footer', 'debtor');
  await expect(footer).not.toContainText('Skip tracing');
});

/** Presses Tab until the target has the focus (keyboard only; robust to links added before it). */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a debtor signs in and pays by card with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type('jdoe');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('Password123!');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/debtor$/);

  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Make a Payment' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment-center$/);

  await tabTo(page, page.getByLabel('Payment Amount ($)'));
  await page.keyboard.type('7.25');
  await tabTo(page, page.getByLabel('Card Number'));
  await page.keyboard.type(VISA_SUCCESS);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Expiry Month')).toBeFocused();
  await page.keyboard.type('12');
  await expect(page.getByLabel('Expiry Month')).toHaveValue('12');
  await page.keyboard.press('Tab');
  const year = String(new Date().getFullYear() + 3).slice(-2);
  await page.keyboard.type(year);
  await expect(page.getByLabel('Expiry Year')).toHaveValue(year);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('CVV')).toBeFocused();
  await page.keyboard.type('123');
  // The billing details come filled from the account; Enter in a field submits the form.
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('payment-receipt')).toContainText('$7.25');
  await expect(dialog.getByTestId('payment-receipt')).toContainText('Visa ending in 2224');
});

test('quick access with the keyboard alone: SSN, birth date, address, to the accounts', async ({ page }) => {
  // Robert Smith of the demo data (apps/server/src/db/seed.ts); quick-access.spec.ts uses him too.
  const robertAddress = /^9 Pine Court, Philadelphia, PA 19103$/;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/quick-access');
  await tabTo(page, page.getByLabel('Last 4 digits of SSN'));
  await page.keyboard.type('3333');
  await page.keyboard.press('Tab');
  // A closed select takes the typed start of a choice.
  await expect(page.getByLabel('Month')).toBeFocused();
  await page.keyboard.type('July');
  await page.keyboard.press('Tab');
  await page.keyboard.type('21');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1990');
  for (const [label, text] of [
    ['Month', 'July'],
    ['Day', '21'],
    ['Year', '1990'],
  ] as const)
    expect(await shownChoice(page.getByLabel(label)), label).toEqual({ text, fits: true });
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 2 of 2: Confirm your address')).toBeVisible();

  // Into the address choices, then down the list to his own.
  await tabTo(page, page.getByRole('radio').first());
  const own = page.getByRole('radio', { name: robertAddress });
  for (let i = 0; i < 6 && !(await own.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('ArrowDown');
  // The choices come in a random order: when his is the first, Tab lands on it unchecked.
  if (!(await own.isChecked())) await page.keyboard.press('Space');
  await expect(own).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Verify Address' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/debtor$/);
  await expect(page.getByRole('heading', { name: /Welcome.*Robert/, level: 1 })).toBeVisible();
});
