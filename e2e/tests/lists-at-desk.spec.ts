import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, signInAs, test } from './fixtures';

/**
 * The back-office lists at desk scale (decisions 0112 to 0114): at 1280 × 800 with the
 * sidebar open, and at 390 × 844, no list page scrolls sideways; a table wider than its box scrolls
 * inside the box, and every column header is either in the box's view or reachable by scrolling the
 * box, with the Actions column held in view at the box's right edge.
 */
const LIST_PAGES: Array<{ path: string; heading: string }> = [
  { path: '/admin/accounts', heading: 'All Accounts' },
  { path: '/admin/payment-details', heading: 'Payment Details' },
  { path: '/admin/arrangements', heading: 'Payment Arrangements' },
  { path: '/admin/disputes', heading: 'Dispute Management' },
  { path: '/admin/users', heading: 'Agency Users' },
  { path: '/admin/remittances', heading: 'Remittances' },
  { path: '/admin/clients', heading: 'Clients' },
  { path: '/admin/letters', heading: 'Letters' },
];

interface BoxReport {
  path: string;
  pageScroll: { scrollWidth: number; clientWidth: number };
  boxes: Array<{
    right: number;
    scrolls: boolean;
    overflowX: string;
    unseen: string[];
    actions: { inView: boolean } | null;
  }>;
}

/** Measures the page and each table box the way a user would see them. */
async function measure(page: Page, path: string): Promise<BoxReport> {
  return page.evaluate((path) => {
    const doc = document.scrollingElement as HTMLElement;
    const boxes = [...document.querySelectorAll<HTMLElement>('[data-testid="data-table-scroll"]')].map(
      (box) => {
        const rect = box.getBoundingClientRect();
        const scrolls = box.scrollWidth > box.clientWidth + 1;
        const overflowX = getComputedStyle(box).overflowX;
        const headers = [...box.querySelectorAll<HTMLElement>('thead th[scope=col]')];
        // A header outside the box's view is fine only when the box itself scrolls to it.
        const unseen = headers
          .filter((th) => {
            const r = th.getBoundingClientRect();
            return r.right > rect.right + 1 || r.left < rect.left - 1;
          })
          .filter(() => !(scrolls && (overflowX === 'auto' || overflowX === 'scroll')))
          .map((th) => th.textContent ?? '');
        const actionsHeader = headers.find((th) => th.textContent?.trim() === 'Actions');
        const actions = actionsHeader
          ? (() => {
              const r = actionsHeader.getBoundingClientRect();
              return { inView: r.left >= rect.left - 1 && r.right <= rect.right + 1 };
            })()
          : null;
        return { right: rect.right, scrolls, overflowX, unseen, actions };
      },
    );
    return { path, pageScroll: { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth }, boxes };
  }, path);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`every back-office list at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('no page scrolls sideways; tables scroll in their box with Actions in view', async ({ page }) => {
      await signInAs(page, 'admin');
      for (const { path, heading } of LIST_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        if (viewport.width === 1280) {
          // The sidebar is open: its links are on screen beside the list.
          await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
          await expect(
            page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Accounts' }),
          ).toBeVisible();
        }
        // Wait for the first table (if the page has one) to finish loading.
        const box = page.getByTestId('data-table-scroll').first();
        if (await box.count()) await expect(box.locator('table')).toHaveAttribute('aria-busy', 'false');
        const report = await measure(page, path);
        expect(report.pageScroll.scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(
          report.pageScroll.clientWidth,
        );
        for (const b of report.boxes) {
          expect(b.right, `${path}: a table box reaches past the window`).toBeLessThanOrEqual(viewport.width);
          expect(b.unseen, `${path}: headers clipped outside a box that does not scroll`).toEqual([]);
          if (b.actions) expect(b.actions.inView, `${path}: the Actions column is out of view`).toBe(true);
        }
      }
    });
  });
}

test.describe('All Accounts at a desk', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('adds a field from the chooser, saves a view, and a name opens the workspace', async ({ page }) => {
    await signInAs(page, 'admin');
    // Start from the default columns (the choice is stored per user).
    await page.request.put('/api/admin/preferences/table:accounts', { data: { hiddenColumns: [] } });
    await page.goto('/admin/accounts');
    const table = page.getByRole('table', { name: 'All Accounts' });
    await expect(table.getByRole('link', { name: 'Maria Garcia', exact: true })).toBeVisible();
    // One form of a status: every row's badge reads Active, never ACTIVE.
    await expect(table.getByText('ACTIVE', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByLabel('Find a column').fill('phone');
    const full = page.waitForResponse((res) => res.url().includes('view=full'));
    await page.getByRole('checkbox', { name: 'Phone', exact: true }).check();
    await full;
    await page.getByLabel('Find a column').fill('assignee');
    await page.getByRole('checkbox', { name: 'Assignee', exact: true }).check();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: 'Phone', exact: true })).toBeAttached();
    await expect(table.getByRole('columnheader', { name: 'Assignee', exact: true })).toBeAttached();
    await expect(table.getByRole('columnheader', { name: 'Actions', exact: true })).toBeInViewport();

    // Save the list as a view, go back to the defaults, then choose the view again.
    const name = `Phones ${Date.now()}`;
    await page.getByRole('button', { name: 'Save view' }).click();
    await page.getByLabel('View name').fill(name);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`Saved "${name}".`)).toBeVisible();
    await page.request.put('/api/admin/preferences/table:accounts', { data: { hiddenColumns: [] } });
    await page.reload();
    await expect(table.getByRole('link', { name: 'Maria Garcia', exact: true })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Phone', exact: true })).toHaveCount(0);
    await page.getByLabel('Saved view').selectOption({ label: name });
    await expect(table.getByRole('columnheader', { name: 'Phone', exact: true })).toBeAttached();
    await expect(page.getByRole('button', { name: /^Columns \(2 added\)/ })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Delete view' }).click();
    await expect(page.getByText(`Deleted "${name}".`)).toBeVisible();
    await page.request.put('/api/admin/preferences/table:accounts', { data: { hiddenColumns: [] } });

    // The name opens the debtor workspace; Account Details is in the row's Actions.
    await page.reload();
    await expect(table.getByRole('link', { name: 'Account details of Maria Garcia' })).toHaveAttribute(
      'href',
      /\/admin\/accounts\/\d+$/,
    );
    await table.getByRole('link', { name: 'Maria Garcia', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/debtor\/\d+$/);
  });

  test('bulk-assigns the selected accounts, and a bulk letter lists the account the rules refuse', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.request.put('/api/admin/preferences/table:accounts', { data: { hiddenColumns: [] } });
    await page.goto('/admin/accounts');
    const table = page.getByRole('table', { name: 'All Accounts' });
    await page.getByLabel('Search names').fill('Robert Smith');
    const robertLink = table.getByRole('link', { name: 'Robert Smith', exact: true });
    await expect(robertLink).toBeVisible();
    const robertId = Number((await robertLink.getAttribute('href'))?.split('/').pop());

    // An attorney with no address on file: a letter to this consumer is refused (decision 0102).
    const flagged = await page.request.post(`/api/debtors/${robertId}/scrubs`, {
      data: { flag: 'attorney_represented', attorneyName: 'Pat Quill' },
    });
    expect(flagged.status(), await flagged.text()).toBe(200);
    const scrubId = ((await flagged.json()) as { active: Array<{ id: number; flag: string }> }).active.find(
      (s) => s.flag === 'attorney_represented',
    )?.id;
    try {
      await table.getByRole('checkbox', { name: /^Select .*Robert Smith$/ }).check();
      const bar = page.getByRole('toolbar', { name: 'Selected accounts' });
      await expect(bar.getByText('1 selected')).toBeVisible();
      await bar.getByLabel('Letter').selectOption('reminder');
      const sent = page.waitForResponse((res) => res.url().endsWith('/api/admin/letters/bulk'));
      await bar.getByRole('button', { name: 'Queue letters' }).click();
      expect((await sent).status()).toBe(200);
      await expect(
        page.getByText(/0 payment reminders queued for print; 1 account was refused/),
      ).toBeVisible();
      await expect(page.getByTestId('bulk-refused')).toContainText(/Robert Smith: .*attorney/);

      // Assign him to the collector, then back to the pool, in the same way.
      await bar.getByLabel('Assign to').selectOption({ label: 'Casey Collector (collector)' });
      const assigned = page.waitForResponse((res) => res.url().endsWith('/api/admin/accounts/assignment'));
      await bar.getByRole('button', { name: 'Assign 1' }).click();
      expect((await assigned).status()).toBe(200);
      await expect(page.getByText(/1 account assigned to Casey Collector/)).toBeVisible();
      await expect(page.getByRole('toolbar', { name: 'Selected accounts' })).toHaveCount(0);
      const back = await page.request.post('/api/admin/accounts/assignment', {
        data: { accountIds: [robertId], userId: null },
      });
      expect(back.status()).toBe(200);
    } finally {
      if (scrubId)
        await page.request.delete(`/api/debtors/${robertId}/scrubs/${scrubId}`, {
          data: { reason: 'Browser test over: the flag was only for the check.' },
        });
    }
  });
});
