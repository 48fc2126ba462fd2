import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, pgliteOf } from '../src/db/client';
import { leasePglite } from './pglite-pool';

const template = inject('databaseTemplate');
const count = async (db: Awaited<ReturnType<typeof leasePglite>>['handle']['db'], query: string) =>
  Number(((await db.execute(sql.raw(query))).rows[0] as { n: string | number }).n);

// The pool is the embedded database's. A PostgreSQL run copies its template per file instead, so
// there this file migrates an embedded template of its own to prove the pool on.
describe('the test databases one worker shares', () => {
  let file = template.kind === 'pglite' ? template.file : '';
  let ownDir: string | null = null;

  beforeAll(async () => {
    if (file) return;
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    const dump = await pgliteOf(handle)?.dumpDataDir('none');
    await handle.close();
    ownDir = mkdtempSync(join(tmpdir(), 'arrears-pool-test-'));
    file = join(ownDir, 'template.tar');
    writeFileSync(file, Buffer.from(await (dump as Blob).arrayBuffer()));
  }, 120_000);
  afterAll(() => {
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
  });

  it("gives the next file the template's rows, sequences and schemas, not the last file's", async () => {
    const first = await leasePglite(file);
    const seeded = await count(first.handle.db, 'SELECT count(*) AS n FROM clients');
    const nextId = await count(first.handle.db, "SELECT nextval('clients_id_seq') AS n");
    await first.handle.db.execute(
      sql`INSERT INTO clients (code, name, remit_method, remit_frequency, commission_rate) VALUES ('LEFT', 'Left behind', 'ach', 'monthly', 0.25)`,
    );
    await first.handle.db.execute(sql`CREATE SCHEMA leftover`);
    await first.handle.db.execute(sql`BEGIN`);
    await first.handle.close();

    const second = await leasePglite(file);
    expect(pgliteOf(second.handle)).not.toBeNull();
    expect(await count(second.handle.db, 'SELECT count(*) AS n FROM clients')).toBe(seeded);
    expect(
      await count(second.handle.db, "SELECT count(*) AS n FROM clients WHERE name = 'Left behind'"),
    ).toBe(0);
    expect(await count(second.handle.db, "SELECT nextval('clients_id_seq') AS n")).toBe(nextId);
    expect(
      await count(second.handle.db, "SELECT count(*) AS n FROM pg_namespace WHERE nspname = 'leftover'"),
    ).toBe(0);
    await second.handle.close();
  });

  it('refuses the last app its database once given back, and does not reuse one whose catalog changed', async () => {
    const first = await leasePglite(file);
    await first.handle.db.execute(sql`CREATE TABLE made_by_a_test (id int)`);
    await first.handle.close();
    const refused = await first.handle.db.execute(sql`SELECT 1`).catch((error: Error) => error);
    expect(String((refused as Error).cause)).toMatch(/given back/);

    const second = await leasePglite(file);
    expect(
      await count(second.handle.db, "SELECT count(*) AS n FROM pg_class WHERE relname = 'made_by_a_test'"),
    ).toBe(0);
    await second.handle.close();
  });
});
