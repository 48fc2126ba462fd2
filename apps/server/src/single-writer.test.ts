import { describe, expect, it } from 'vitest';
import {
  databaseUses,
  type OwnedTable,
  productionSources,
  type SourceFile,
  writersOf,
  writersOutside,
  writesTable,
} from '../test/single-writer';

/**
 * One owner per record: each of these tables is written by one module, and every other module
 * calls that module's commands (docs/decisions/0096-one-owner-per-record.md).
 */
const TABLES: readonly OwnedTable[] = [
  { table: 'contact_events', schemaName: 'contactEvents', owner: 'modules/account-timeline/' },
  { table: 'account_audit', schemaName: 'accountAudit', owner: 'modules/account-timeline/' },
  { table: 'debt_accounts', schemaName: 'debtAccounts', owner: 'modules/accounts/' },
  { table: 'payments', schemaName: 'payments', owner: 'modules/payments/' },
  { table: 'users', schemaName: 'users', owner: 'modules/users/' },
  { table: 'validation_notices', schemaName: 'validationNotices', owner: 'modules/letters/' },
  { table: 'ledger_entries', schemaName: 'ledgerEntries', owner: 'modules/ledger/' },
  { table: 'account_scrubs', schemaName: 'accountScrubs', owner: 'modules/scrubs/' },
  { table: 'scrub_runs', schemaName: 'scrubRuns', owner: 'modules/scrubs/' },
];

const files = productionSources();

describe.each(TABLES)('$table has one writer, $owner', (t) => {
  it('no production file outside the owner writes it', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(writersOutside(files, t)).toEqual([]);
  });

  it('the owner writes it (the scan sees what it looks for)', () => {
    expect(writersOf(files, t).length).toBeGreaterThan(0);
  });

  it('fails on a probe write from another module, in Drizzle or in SQL', () => {
    const probes: SourceFile[] = [
      { name: 'modules/probe/probe.service.ts', text: `await tx\n  .update(${t.schemaName})\n  .set({})` },
      { name: 'modules/probe/probe-sql.ts', text: `sql\`INSERT INTO ${t.table} (id) VALUES (1)\`` },
      { name: 'db/seed-probe.ts', text: `await db.delete(schema.${t.schemaName}).where(x)` },
    ];
    expect(writersOutside([...files, ...probes], t)).toEqual(probes.map((p) => p.name));
    // The same writes inside the owner are its own.
    const own = probes.map((p) => ({ ...p, name: `${t.owner}${p.name.split('/').pop()}` }));
    expect(writersOutside([...files, ...own], t)).toEqual([]);
  });

  it('the scan recognises each way of writing, and no read', () => {
    const { table, schemaName: object } = t;
    for (const write of [
      `await tx.insert(${object}).values({`,
      `await db\n  .insert( ${object} )`,
      `db.update(${object}).set({})`,
      `db.delete(schema.${object}).where(x)`,
      `sql\`INSERT INTO ${table} (id)\``,
      `\`insert into "${table}" SELECT\``,
      `UPDATE ${table} d SET x = 1`,
      `update public.${table} set x = 1`,
      `DELETE FROM ${table} WHERE id = 1`,
      `sql\`UPDATE \${${object}} SET x = 1\``,
      `TRUNCATE ${table}`,
    ]) {
      expect({ write, found: writesTable(write, t) }).toEqual({ write, found: true });
    }
    for (const read of [
      `SELECT * FROM ${table}`,
      `.from(${object})`,
      `.innerJoin(${object}, eq(a, b))`,
      `UPDATE ${table}_archive SET x = 1`,
      `INSERT INTO other_${table} (id)`,
      `db.update(${object}Log)`,
    ]) {
      expect({ read, found: writesTable(read, t) }).toEqual({ read, found: false });
    }
  });
});

describe('no route handler touches the database', () => {
  it('no *.routes.ts file queries the database or writes SQL: they call services and repositories', () => {
    const routes = files.filter((f) => f.name.endsWith('.routes.ts'));
    expect(routes.length).toBeGreaterThan(20);
    const offences = routes.flatMap((f) => databaseUses(f.text).map((why) => `${f.name}: ${why}`));
    expect(offences).toEqual([]);
  });

  it('the check recognises each way of reaching the database, and leaves the rest alone', () => {
    for (const [text, why] of [
      ["import { eq } from 'drizzle-orm';", 'imports drizzle-orm'],
      ["import { letters } from '../../db/schema';", 'imports a table or the client from db/'],
      [
        "import { type LetterRow, letters } from '../../db/schema';",
        'imports a table or the client from db/',
      ],
      ["import * as schema from '../../db/schema';", 'imports a table or the client from db/'],
      ['const rows = await db\n  .select()\n  .from(letters);', 'queries through db or tx'],
      ['await deps.db.transaction(async (tx) => {});', 'queries through db or tx'],
      ['await tx.update(x).set({});', 'queries through db or tx'],
      ['await db.execute(query);', 'queries through db or tx'],
      ['const q = sql`SELECT 1`;', 'writes SQL'],
      ['sql.raw(text)', 'writes SQL'],
    ] as const) {
      expect({ text, uses: databaseUses(text) }).toEqual({ text, uses: [why] });
    }
    for (const text of [
      "import type { UserRow } from '../../db/schema';",
      "import { type UserRow } from '../../db/schema';",
      "import type { Database } from '../../db/client';",
      "app.delete('/api/debtors/:id/e-delivery', {}, handler);",
      'waiting.delete(request);',
      'return listLetters(deps.db, request.query);',
      "import { sessionOf } from '../../plugins/access.plugin';",
    ]) {
      expect({ text, uses: databaseUses(text) }).toEqual({ text, uses: [] });
    }
  });
});
