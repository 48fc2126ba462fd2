import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandRunner, inEmbeddedDatabase } from '../../test/kits/cli/command-runner';
import { openDatabase } from '../db/client';
import { debtAccounts, securityEvents } from '../db/schema';
import { seedDemoData } from '../db/seed';
import { boundTo } from '../security/field-bindings';
import { FieldEncryption } from '../security/field-encryption';
import { MISPLACED_VALUE_EVENT } from '../security/misplaced-values';

const CLI = fileURLToPath(new URL('./rotate-data-key.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'arrears-rotate-'));
const dataDir = join(dir, 'data');
const oldKey = Buffer.alloc(32, 3).toString('base64');
const newKey = Buffer.alloc(32, 4).toString('base64');
const thirdKey = Buffer.alloc(32, 5).toString('base64');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (env: Record<string, string>) => commandRunner(CLI, { home: dir, dataDir })([], env);
const storedAccounts = () =>
  inEmbeddedDatabase(dataDir, (db) => db.select().from(debtAccounts).orderBy(debtAccounts.id));

beforeAll(async () => {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  await handle.migrate();
  await seedDemoData(handle.db, new FieldEncryption(Buffer.from(oldKey, 'base64')));
  await handle.close();
});

describe('npm run rotate-data-key', { timeout: 60_000 }, () => {
  it('without the old key: says which variable to set and changes nothing', async () => {
    const before = await storedAccounts();
    const result = await run({ DATA_ENCRYPTION_KEY: newKey });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Set the old key in DATA_ENCRYPTION_KEY_PREVIOUS and run again.');
    expect(await storedAccounts()).toEqual(before);
  });

  it('with both keys: everything under the new key; a second run changes nothing', async () => {
    const result = await run({ DATA_ENCRYPTION_KEY: newKey, DATA_ENCRYPTION_KEY_PREVIOUS: oldKey });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const newOnly = new FieldEncryption(Buffer.from(newKey, 'base64'));
    expect(result.stdout).toContain(
      `Everything is now under key ${newOnly.keyId}, bound to its row and column.`,
    );
    expect(result.stdout).toMatch(/debt_accounts: [1-9]\d* rows rewritten/);
    const accounts = await storedAccounts();
    const jdoe = accounts.find((a) => a.accountNumber === 'ACC-100001');
    expect(newOnly.decrypt(jdoe?.ssnEncrypted ?? '', boundTo.account('ssn_encrypted', 'ACC-100001'))).toBe(
      '123456789',
    );
    expect(jdoe?.identityHash).toBe(newOnly.identityHash('6789', '1985-04-12'));

    const again = await run({ DATA_ENCRYPTION_KEY: newKey, DATA_ENCRYPTION_KEY_PREVIOUS: oldKey });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('debt_accounts: 0 rows rewritten (0 encrypted values)');
  });

  it('a value copied to another account: rotates the rest, lists it, records it, exits 1', async () => {
    await inEmbeddedDatabase(dataDir, (db) =>
      db.execute(sql`UPDATE debt_accounts SET birth_date_encrypted =
        (SELECT birth_date_encrypted FROM debt_accounts WHERE account_number = 'ACC-100001')
        WHERE account_number = 'ACC-100002'`),
    );
    const result = await run({ DATA_ENCRYPTION_KEY: thirdKey, DATA_ENCRYPTION_KEY_PREVIOUS: newKey });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Everything else is now under key');
    expect(result.stderr).toContain(
      'Encrypted values that do not belong where they are stored (copied from another row or column, or altered): 1.',
    );
    expect(result.stderr).toContain('  debt_accounts.birth_date_encrypted of row ACC-100002');
    const events = await inEmbeddedDatabase(dataDir, (db) =>
      db.select().from(securityEvents).where(eq(securityEvents.eventType, MISPLACED_VALUE_EVENT)),
    );
    expect(events).toMatchObject([
      {
        riskLevel: 'CRITICAL',
        userAgent: 'cli: rotate-data-key',
        details: { table: 'debt_accounts', column: 'birth_date_encrypted', row: 'ACC-100002' },
      },
    ]);
    const jdoe = (await storedAccounts()).find((a) => a.accountNumber === 'ACC-100001');
    const third = new FieldEncryption(Buffer.from(thirdKey, 'base64'));
    expect(third.isCurrent(jdoe?.birthDateEncrypted ?? '')).toBe(true);
  });
});
