import { expect, seriousA11yViolations, signInAs, test, uniqueName } from './fixtures';

test.describe('the Spanish validation notice', () => {
  test('as admin: an account imported as Spanish-reading shows it, and its notice is made in English and Spanish', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, 'admin');
    const number = uniqueName('ES-');
    await page.goto('/admin/import');
    await page.getByLabel('File (CSV, .xlsx or .xls)').setInputFiles({
      name: 'spanish.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'account_number,debtor_name,address_1,city,state,zip_code,current_amount,preferred_language\n' +
          `${number},Lucía Romero,8 Calle Ocho,Union City,NJ,07087,640.25,Español\n`,
      ),
    });
    await page.getByRole('button', { name: 'Upload and Import' }).click();
    await expect(page.getByRole('region', { name: 'Import complete' })).toBeVisible({ timeout: 30_000 });

    const found = await page.request.get(`/api/admin/accounts?search=${encodeURIComponent(number)}`);
    const [account] = (await found.json()).accounts;
    expect(account).toMatchObject({ account_number: number, preferred_language: 'es' });

    await page.goto(`/admin/accounts/${account.id}/edit`);
    const language = page.getByLabel('Preferred language');
    await expect(language).toHaveValue('es');
    await expect(language.locator('option:checked')).toHaveText('Spanish (español)');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const made = await page.request.post(`/api/debtors/${account.id}/letters`, {
      data: { template: 'validation_notice', language: 'en', delivery: 'print' },
    });
    expect(made.status()).toBe(201);
    const letter = await made.json();
    expect(letter.companionLetterId).toEqual(expect.any(Number));
    for (const id of [letter.id, letter.companionLetterId]) {
      const pdf = await page.request.get(`/api/letters/${id}/pdf`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
    }
  });
});
