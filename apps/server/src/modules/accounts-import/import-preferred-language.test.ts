import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildImportTestApp,
  type ImportTestApp,
  toCsv,
} from '../../../test/kits/accounts-import/import-test-kit';

let t: ImportTestApp;
beforeAll(async () => {
  t = await buildImportTestApp();
});
afterAll(() => t.close());

describe('the preferred_language column of an accounts import', () => {
  it('reads en, es, English, Spanish and Español in any case; an account without one reads English', async () => {
    const csv = toCsv([
      ['account_number', 'debtor_name', 'preferred_language'],
      ['LANG-1', 'Ana Ruiz', 'Español'],
      ['LANG-2', 'Luis Mora', 'SPANISH'],
      ['LANG-3', 'Eva Soto', 'es'],
      ['LANG-4', 'Ben Hale', 'english'],
      ['LANG-5', 'Cy Ward', ''],
    ]);
    const result = await t.importFile('accounts', 'languages.csv', csv);
    expect(result).toMatchObject({ created: 5, errors: 0, unknownColumns: [] });
    const languages = await Promise.all(
      ['LANG-1', 'LANG-2', 'LANG-3', 'LANG-4', 'LANG-5'].map(
        async (n) => (await t.account(n)).preferredLanguage,
      ),
    );
    expect(languages).toEqual(['es', 'es', 'es', 'en', 'en']);

    const noColumn = await t.importFile('accounts', 'plain.csv', toCsv([['account_number'], ['LANG-6']]));
    expect(noColumn).toMatchObject({ created: 1, errors: 0 });
    expect((await t.account('LANG-6')).preferredLanguage).toBe('en');
  });

  it('refuses a language it cannot write letters in, naming the row and the value; an empty cell keeps the stored one', async () => {
    const csv = toCsv([
      ['account_number', 'Preferred Language'],
      ['LANG-7', 'French'],
      ['LANG-1', ''],
      ['LANG-4', 'Spanish'],
    ]);
    const result = await t.importFile('accounts', 'bad-language.csv', csv);
    expect(result).toMatchObject({ errors: 1, created: 0, updated: 1 });
    expect(result.rowErrors).toEqual([
      {
        row: 2,
        column: 'Preferred Language',
        reason:
          'Preferred Language "French" is not a language we write letters in (use en or es, English or Spanish)',
      },
    ]);
    expect((await t.account('LANG-1')).preferredLanguage).toBe('es');
    expect((await t.account('LANG-4')).preferredLanguage).toBe('es');
  });
});
