import { randomBytes } from 'node:crypto';
import { ACCOUNT_FIELD_KEYS } from '@arrears/domain';
import { describe, expect, it } from 'vitest';
import type { DebtAccountRow } from '../../db/schema';
import { boundTo } from '../../security/field-bindings';
import { FieldEncryption, type MisplacedValueError } from '../../security/field-encryption';
import {
  ACCOUNT_COLUMNS,
  COMPACT_COLUMNS,
  maskBirthDate,
  maskSsn,
  presentAccount,
} from './account-presenter';

const encryption = new FieldEncryption(randomBytes(32));

/** A stored row with every column null except the ones given. */
function rowWith(values: Partial<DebtAccountRow>): DebtAccountRow {
  const row = Object.fromEntries(ACCOUNT_COLUMNS.map((c) => [c.property, null])) as unknown as DebtAccountRow;
  return Object.assign(row, values);
}

describe('the account presenter', () => {
  it('answers exactly the catalogue keys, in its order', () => {
    const record = presentAccount(rowWith({ id: 7, accountNumber: 'ACC-7' }), encryption);
    expect(Object.keys(record)).toEqual(ACCOUNT_FIELD_KEYS);
    expect(record).not.toHaveProperty('ssn_encrypted');
    expect(record).not.toHaveProperty('identity_hash');
  });

  it('masks SSNs to their last 4 and birth dates to the year, never the plain values', () => {
    const record = presentAccount(
      rowWith({
        id: 1,
        accountNumber: 'ACC-1',
        ssnEncrypted: encryption.encrypt('123-45-6789', boundTo.account('ssn_encrypted', 'ACC-1')),
        birthDateEncrypted: encryption.encrypt(
          '1985-04-12',
          boundTo.account('birth_date_encrypted', 'ACC-1'),
        ),
        coSignerSsnEncrypted: encryption.encrypt(
          '987654321',
          boundTo.account('co_signer_ssn_encrypted', 'ACC-1'),
        ),
        coSignerDobEncrypted: encryption.encrypt(
          '1960-01-31',
          boundTo.account('co_signer_dob_encrypted', 'ACC-1'),
        ),
      }),
      encryption,
    );
    expect(record.ssn).toBe('***-**-6789');
    expect(record.birth_date).toBe('**/**/1985');
    expect(record.co_signer_ssn).toBe('***-**-4321');
    expect(record.co_signer_dob).toBe('**/**/1960');
    const text = JSON.stringify(record);
    for (const secret of ['123-45', '12345', '04-12', '98765', '01-31']) expect(text).not.toContain(secret);
  });

  it('masks fully what it cannot decrypt, and answers null where nothing is stored', () => {
    const other = new FieldEncryption(randomBytes(32));
    const record = presentAccount(
      rowWith({
        id: 1,
        accountNumber: 'ACC-1',
        ssnEncrypted: other.encrypt('123456789', boundTo.account('ssn_encrypted', 'ACC-1')),
        birthDateEncrypted: null,
      }),
      encryption,
    );
    expect(record.ssn).toBe('***-**-****');
    expect(record.birth_date).toBeNull();
    expect(maskSsn('12')).toBe('***-**-****');
    expect(maskBirthDate('not a date')).toBe('**/**/****');
  });

  it('masks fully a value bound to another account or column, and reports each one', () => {
    const misplaced: MisplacedValueError[] = [];
    const record = presentAccount(
      rowWith({
        id: 2,
        accountNumber: 'ACC-2',
        ssnEncrypted: encryption.encrypt('123456789', boundTo.account('ssn_encrypted', 'ACC-1')),
        coSignerSsnEncrypted: encryption.encrypt('987654321', boundTo.account('ssn_encrypted', 'ACC-2')),
        birthDateEncrypted: encryption.encrypt(
          '1985-04-12',
          boundTo.account('birth_date_encrypted', 'ACC-2'),
        ),
      }),
      encryption,
      undefined,
      (error) => misplaced.push(error),
    );
    expect(record).toMatchObject({
      ssn: '***-**-****',
      co_signer_ssn: '***-**-****',
      birth_date: '**/**/1985',
    });
    expect(misplaced.map((e) => e.binding)).toEqual([
      boundTo.account('ssn_encrypted', 'ACC-2'),
      boundTo.account('co_signer_ssn_encrypted', 'ACC-2'),
    ]);
  });

  it('keeps money as decimal strings, dates as yyyy-mm-dd, timestamps as ISO and integers as numbers', () => {
    const record = presentAccount(
      rowWith({
        id: 3,
        unpaidBalance: '2450.75',
        interestRate: '5.2500',
        nextPymtDue: '2026-04-01',
        daysDelinq: 45,
        createdAt: new Date('2026-03-02T15:00:00Z'),
      }),
      encryption,
    );
    expect(record).toMatchObject({
      id: 3,
      unpaid_balance: '2450.75',
      interest_rate: '5.2500',
      next_pymt_due: '2026-04-01',
      days_delinq: 45,
      created_at: '2026-03-02T15:00:00.000Z',
      full_name: null,
    });
  });

  it('presents only the compact columns when asked', () => {
    const record = presentAccount(rowWith({ id: 9, fullName: 'Ana Lopez' }), encryption, COMPACT_COLUMNS);
    expect(Object.keys(record).sort()).toEqual(
      [
        'account_number',
        'account_status',
        'full_name',
        'id',
        'last_activity_amount',
        'last_activity_date',
        'status',
      ].sort(),
    );
  });
});
