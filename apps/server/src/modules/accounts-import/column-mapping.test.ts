import { ACCOUNT_FIELDS, accountFieldLabel } from '@arrears/domain';
import { describe, expect, it } from 'vitest';
import { mapColumns } from './column-mapping';

/** Fields the database sets (recalled_at: a recall); no file writes them. */
const SYSTEM = new Set(['id', 'user_id', 'status', 'created_at', 'updated_at', 'recalled_at']);

describe('account columns', () => {
  it("reads every field's plain label (the export's heading) back into that same field", () => {
    const writable = ACCOUNT_FIELDS.filter((f) => !SYSTEM.has(f.key));
    const mapping = mapColumns(
      'accounts',
      writable.map((f) => accountFieldLabel(f.key)),
    );
    expect(mapping.unknownColumns).toEqual([]);
    const wrong = mapping.columns
      .filter((c) => c.field.key !== writable[c.index].key)
      .map((c) => `${c.header} → ${c.field.key}`);
    expect(wrong).toEqual([]);
    expect(mapping.columns).toHaveLength(writable.length);
  });

  it('still reads the field keys and the template names', () => {
    const mapping = mapColumns('accounts', ['account_number', 'Debtor First Name', 'DAYS_DELINQ']);
    expect(mapping.columns.map((c) => c.field.key)).toEqual(['account_number', 'first_name', 'days_delinq']);
  });
});
