import { ACCOUNT_TEMPLATE_COLUMNS } from '@arrears/domain';
import { count, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alwaysBusy } from '../../../test/busy-activity';
import { buildImportTestApp, toCsv } from '../../../test/kits/accounts-import/import-test-kit';
import { debtAccounts } from '../../db/schema';
import { MAX_REST_MS, restAfterBatch } from '../../request-activity';
import { IMPORT_BATCH_ROWS } from './import-run.service';

const idle = { busy: () => false };
const busy = { busy: () => true };

describe('an import giving way to people’s requests', () => {
  it('never rests when the server is otherwise idle', () => {
    expect(restAfterBatch(350, idle)).toBe(0);
  });

  it('rests as long as the batch took while the server is busy, within a cap', () => {
    expect(restAfterBatch(350, busy)).toBe(350);
    expect(restAfterBatch(60_000, busy)).toBe(MAX_REST_MS);
  });

  it('still writes every row, asking after each batch whether the server is busy', async () => {
    const { activity, asked } = alwaysBusy();
    const t = await buildImportTestApp({ activity: activity });
    try {
      const rows = IMPORT_BATCH_ROWS + 300;
      const lines = Array.from({ length: rows }, (_, i) =>
        ACCOUNT_TEMPLATE_COLUMNS.map((c) =>
          c === 'account_number'
            ? `PACE-${i}`
            : c === 'debtor_name'
              ? `Pat ${i} Lee`
              : c === 'current_amount'
                ? '10.00'
                : '',
        ),
      );
      const result = await t.importFile(
        'accounts',
        'paced.csv',
        toCsv([[...ACCOUNT_TEMPLATE_COLUMNS], ...lines]),
      );
      expect(result).toMatchObject({ created: rows, errors: 0 });
      const [stored] = await t.deps.db
        .select({ n: count() })
        .from(debtAccounts)
        .where(like(debtAccounts.accountNumber, 'PACE-%'));
      expect(stored?.n).toBe(rows);
      expect(asked()).toBe(2); // one question per batch
    } finally {
      await t.close();
    }
  });
});
