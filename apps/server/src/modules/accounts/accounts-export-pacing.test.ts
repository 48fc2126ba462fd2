import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { alwaysBusy } from '../../../test/busy-activity';
import { createUser, signIn } from '../../../test/factories';
import { EXPORT_BATCH_SIZE } from './accounts-export';

describe('an accounts export giving way to people’s requests', () => {
  it('still writes every account, asking after each batch whether the server is busy', async () => {
    const { activity, asked } = alwaysBusy();
    const t = await buildTestApp({ activity: activity });
    try {
      const accounts = EXPORT_BATCH_SIZE * 2 + 300;
      await t.deps.db.execute(sql`
        INSERT INTO debt_accounts (account_number, full_name, unpaid_balance)
        SELECT 'EP-' || lpad(g::text, 5, '0'), 'Export Pacing ' || g, 10
        FROM generate_series(1, ${accounts}::int) g`);
      await createUser(t.deps.db, { username: 'pacing-staff', role: 'staff' });
      const cookie = await signIn(t.app, 'pacing-staff');
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/export-excel', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0].actualRowCount).toBe(accounts + 1); // the header row too
      expect(asked()).toBe(3); // one question per batch of the export
    } finally {
      await t.close();
    }
  });
});
