import { E_DELIVERY_DISCLOSURE, E_DELIVERY_DISCLOSURE_ES, eDeliveryDisclosureText } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { eDeliveryConsents } from '../../db/schema';

let t: ContactCenterTestApp;
beforeAll(async () => {
  t = await buildContactCenterTestApp();
  t.clock.nowMs = Date.parse('2026-03-02T15:00:00Z');
  t.cookies.debtor = await signIn(t.app, t.users.debtor.username);
});
afterAll(async () => t.close());

let seq = 0;
async function consent(body: Record<string, unknown>) {
  const account = await t.account({ userId: t.users.debtor.id, emailAddress: `idioma-${++seq}@example.com` });
  const res = await t.call('POST', '/api/customer/e-delivery', 'debtor', {
    debtAccountId: account.id,
    ...body,
  });
  const rows = await t.deps.db
    .select()
    .from(eDeliveryConsents)
    .where(eq(eDeliveryConsents.debtAccountId, account.id));
  return { res, rows };
}

describe('the words kept with a consent to letters by e-mail', () => {
  it('are the Spanish disclosure when the debtor read it in Spanish', async () => {
    const { res, rows } = await consent({ language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(rows).toHaveLength(1);
    expect(rows[0].disclosure).toBe(eDeliveryDisclosureText('es'));
    expect(rows[0].disclosure).toContain(E_DELIVERY_DISCLOSURE_ES[2]);
  });

  it('stay the English disclosure by default and for English', async () => {
    for (const body of [{}, { language: 'en' }]) {
      const { rows } = await consent(body);
      expect(rows[0].disclosure).toBe(E_DELIVERY_DISCLOSURE.join('\n'));
    }
  });

  it('refuses a language the site does not speak', async () => {
    const { res, rows } = await consent({ language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(rows).toHaveLength(0);
  });
});
