import { MONTH_NAMES } from '@arrears/domain';
import { toCsv } from '@arrears/harness/accounts-csv';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, uniqueName } from './fixtures';

export interface ImportedDebtor {
  accountNumber: string;
  firstName: string;
  lastName: string;
  /** The SSN's last 4 and the birth date as the forms ask for them. */
  last4: string;
  birth: { month: string; day: string; year: string };
  /** The address as the identity check offers it, when the account was imported with one. */
  address: string | null;
}

/**
 * A debt account of a person of its own (an SSN last 4 and birth date no other test uses), imported by
 * the demo admin through POST /api/admin/import on the test's own request context: a test can then
 * prove that identity (registration, quick access) without claiming a demo debtor another spec needs.
 */
export async function importDebtorAccount(
  request: APIRequestContext,
  firstName: string,
  options: { withAddress?: boolean } = {},
): Promise<ImportedDebtor> {
  const signIn = await request.post('/api/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const n = Date.now() + Math.floor(Math.random() * 1e6);
  const last4 = String(n % 10_000).padStart(4, '0');
  const month = (n % 12) + 1;
  const day = (Math.floor(n / 12) % 28) + 1;
  const year = 1940 + (Math.floor(n / 336) % 60);
  const accountNumber = uniqueName('E2E-REG-').toUpperCase();
  const lastName = 'Tester';
  // An address of this person's own (a street number from the same draw), so quick access and the
  // chat can prove them at step two.
  const street = `${100 + (n % 8900)} Larkspur Lane`;
  const addressColumns = options.withAddress ? ['address_1', 'city', 'state', 'zip_code'] : [];
  const addressCells = options.withAddress ? [street, 'Camden', 'NJ', '08102'] : [];
  const csv = toCsv([
    [
      'account_number',
      'debtor_first_name',
      'debtor_last_name',
      'ssn',
      'birth_date',
      'current_amount',
      'due_date',
      ...addressColumns,
    ],
    [
      accountNumber,
      firstName,
      lastName,
      `9${String(n % 100_000_000)
        .padStart(8, '0')
        .slice(0, 4)}${last4}`,
      `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      '1250.00',
      '03/15/2024',
      ...addressCells,
    ],
  ]);
  const res = await request.post('/api/admin/import', {
    multipart: {
      importType: 'accounts',
      uploadId: uniqueName('e2e-upload-'),
      file: { name: 'debtor.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect((await res.json()).accounts).toBe(1);
  await request.post('/api/logout');
  return {
    accountNumber,
    firstName,
    lastName,
    last4,
    birth: { month: MONTH_NAMES[month - 1] ?? 'January', day: String(day), year: String(year) },
    address: options.withAddress ? `${street}, Camden, NJ 08102` : null,
  };
}
