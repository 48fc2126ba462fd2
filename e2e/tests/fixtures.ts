import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Password123!';

/** Signs in through the API so the browser context carries the session cookie. */
export async function signInAs(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await page.request.post('/api/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Serious or critical accessibility violations on the current page (WCAG 2 A/AA). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A toast or dialog caught mid fade-in has not reached its colours yet: let finite animations end (spinners run forever).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

let sequence = 0;
/** A username no other test uses. */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${sequence}`;
}

let clientSequence = 0;
/**
 * Each test comes from its own client address (the server trusts X-Forwarded-For here, as behind a
 * load balancer), so the per-network limits of identity checks and sign-ins that one test spends do
 * not reach the next, while every test still meets them as a real visitor would.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    clientSequence += 1;
    const address = `10.${100 + Math.floor(clientSequence / 65536)}.${Math.floor(clientSequence / 256) % 256}.${clientSequence % 256}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});
export type { Page };
export { expect };
