import {
  addDays,
  easternDateOf,
  MONTH_NAMES,
  type PaymentPlan,
  planDueDate,
  type RunDueResult,
} from '@arrears/domain';
import { importDebtorAccount } from './debtor-helpers';
import {
  DEMO_PASSWORD,
  expect,
  type Page,
  seriousA11yViolations,
  signInAs,
  test,
  uniqueName,
} from './fixtures';

/** A sandbox card that is approved on every charge (packages/domain/src/payments/test-cards.ts). */
const VISA_SUCCESS = '4000100011112224';

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/**
 * Payment plans in the browser (decisions 0058 to 0064): a debtor on a phone sets up a 3-month card plan and sees it on the home;
 * the scheduler, run as of later dates, charges each installment once; an agent records a promise.
 * The debtor is a person of their own (imported, then registered), so a rerun never meets a plan
 * another test left on a demo account.
 */
test('a debtor sets up a card plan on a phone; run-due charges it once; an agent records a promise', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const person = await importDebtorAccount(request, 'Paige');
  const username = uniqueName('plan');
  const month = String(MONTH_NAMES.indexOf(person.birth.month as (typeof MONTH_NAMES)[number]) + 1).padStart(
    2,
    '0',
  );
  const registered = await page.request.post('/api/register', {
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: `${username}@example.com`,
      phone: '2155550123',
      username,
      password: DEMO_PASSWORD,
      ssn: person.last4,
      dateOfBirth: `${person.birth.year}-${month}-${person.birth.day.padStart(2, '0')}`,
      accountNumber: person.accountNumber,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // The phone: the home offers a plan for the balance.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/debtor');
  await page.getByRole('link', { name: 'Set up a payment plan' }).click();
  await expect(page).toHaveURL(/\/payment-plan$/);
  await expect(page.getByRole('heading', { name: 'Payment Plan', level: 1 })).toBeVisible();

  // Three monthly payments of the $1,250.00 balance, shown before accepting.
  await page.getByLabel('Every month').check();
  await page.getByLabel('Number of payments').selectOption('3');
  const firstDate = await page.getByLabel('First payment date').inputValue();
  const schedule = page.getByRole('list', { name: 'Your payment schedule' }).getByTestId('schedule-row');
  await expect(schedule).toHaveCount(3);
  await expect(schedule.nth(0)).toContainText('$416.66');
  await expect(schedule.nth(2)).toContainText('$416.68');
  await expect(page.getByTestId('schedule-total')).toContainText('$1,250.00 in all');

  await page.getByLabel('Card Number').pressSequentially(VISA_SUCCESS);
  await page.getByLabel('Expiry Month').selectOption('12');
  await page.getByLabel('Expiry Year').selectOption(String(new Date().getFullYear() + 2).slice(-2));
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Billing Address').fill('12 Elm Street');
  await page.getByLabel('City').fill('Camden');
  await page.getByLabel('State').fill('NJ');
  await page.getByLabel('ZIP Code').fill('08102');
  await expect(page.getByTestId('authorization-words')).toContainText('Visa ending 2224');
  await page.getByLabel('I have read this authorization and I agree to it').check();
  await noSidewaysScroll(page);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/customer/plans') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Set up my payment plan' }).click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(201);
  const plan = (await answer.json()) as PaymentPlan;
  expect(plan.status).toBe('active');
  expect(plan.schedule.map((i) => i.amount)).toEqual(['416.66', '416.66', '416.68']);
  await expect(page.getByTestId('plan-view')).toBeVisible();
  await expect(page.getByTestId('next-installment')).toContainText('$416.66');
  await noSidewaysScroll(page);

  // The home shows the plan and its next installment.
  await page.goto('/debtor');
  await expect(page.getByTestId('account-plan')).toContainText('Next payment: $416.66');
  await noSidewaysScroll(page);

  // The scheduler as of the first date charges the first; a month later the second, once.
  await signInAs(page, 'admin');
  const runDue = async (asOf: string) => {
    const res = await page.request.post('/api/admin/jobs/run-due', { data: { asOf } });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as RunDueResult).charged.filter((c) => c.planId === plan.id);
  };
  const [first, second] = plan.schedule;
  const firstRun = await runDue(firstDate);
  expect(firstRun.map((c) => [c.installmentId, c.outcome])).toEqual([[first?.id, 'paid']]);
  const secondDate = planDueDate(firstDate, 'monthly', 1);
  const secondRun = await runDue(secondDate);
  expect(secondRun.map((c) => [c.installmentId, c.outcome, c.amount])).toEqual([
    [second?.id, 'paid', '416.66'],
  ]);
  expect(await runDue(secondDate)).toEqual([]);

  // An agent records a promise on the account in the workspace.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/debtor/${plan.debtAccountId}`);
  await expect(page.getByRole('heading', { name: 'Payment arrangements' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Plans and settlements' })).toContainText('Active');
  await page.getByRole('button', { name: 'Record a promise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a promise' });
  await dialog.getByLabel('Promised amount ($)').fill('50.00');
  await dialog.getByLabel('Promised by').fill(addDays(easternDateOf(Date.now()), 5));
  await dialog.getByRole('button', { name: 'Save promise' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Promises to pay' })).toContainText('Promise $50.00');

  // The installments the scheduler charged are in the workspace's payment history (decision 0111).
  await page.getByRole('tab', { name: 'Payment' }).click();
  const history = page.getByRole('table', { name: 'Payment History' });
  await expect(history.getByRole('row').filter({ hasText: 'Plan installment' })).toHaveCount(2);
  await expect(history.getByRole('row').filter({ hasText: 'Plan installment' }).first()).toContainText(
    '$416.66',
  );
});
