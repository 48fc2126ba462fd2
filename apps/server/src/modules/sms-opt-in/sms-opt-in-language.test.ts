import { smsConsentText, smsConsentTextEs } from '@arrears/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { smsOptIns } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function storedConsentFor(phoneNumber: string, headers: Record<string, string>): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sms-opt-in/submit',
    payload: { fullName: 'Juana Pérez', phoneNumber, consent: true },
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.deps.db
    .select()
    .from(smsOptIns)
    .where(eq(smsOptIns.phoneNumber, phoneNumber))
    .orderBy(desc(smsOptIns.id));
  return row.consentText;
}

describe('the consent record keeps the wording the person read (issue 24)', () => {
  it('stores the Spanish consent for a form shown in Spanish, the English one otherwise', async () => {
    const company = t.deps.config.brand.companyName;
    expect(await storedConsentFor('2155559001', { cookie: 'arrears_lang=es' })).toBe(
      smsConsentTextEs(company),
    );
    expect(await storedConsentFor('2155559002', { 'accept-language': 'es-US,es;q=0.9' })).toBe(
      smsConsentTextEs(company),
    );
    expect(await storedConsentFor('2155559003', { cookie: 'arrears_lang=en', 'accept-language': 'es' })).toBe(
      smsConsentText(company),
    );
    expect(await storedConsentFor('2155559004', {})).toBe(smsConsentText(company));
  });
});
