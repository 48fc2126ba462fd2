import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../paths';

const SRC = join(SERVER_ROOT, 'src');
const OWNER = 'modules/account-timeline/';

/** A write into contact_events or account_audit: Drizzle's insert/update/delete, or raw SQL. */
const WRITES = [
  /\.(insert|update|delete)\(\s*(contactEvents|accountAudit)\s*\)/,
  /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(contact_events|account_audit)\b/i,
];

/** Production files: tests and the test kits under a `testing/` folder are not. */
function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productionFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function writesTimeline(text: string): boolean {
  return WRITES.some((pattern) => pattern.test(text));
}

describe('the account timeline and audit have one writer', () => {
  it('no production file outside modules/account-timeline/ writes contact_events or account_audit', () => {
    const files = productionFiles(SRC).map((path) => ({
      name: relative(SRC, path).split('\\').join('/'),
      text: readFileSync(path, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(100);
    const writers = files.filter((f) => writesTimeline(f.text)).map((f) => f.name);
    expect(writers.filter((name) => !name.startsWith(OWNER))).toEqual([]);
    // The module itself does write them: the scan sees what it is looking for.
    expect(writers.filter((name) => name.startsWith(OWNER)).length).toBeGreaterThan(0);
  });

  it('the scan recognises each way of writing', () => {
    expect(writesTimeline('await tx.insert(contactEvents).values({')).toBe(true);
    expect(writesTimeline('await db\n  .insert( accountAudit )')).toBe(true);
    expect(writesTimeline('db.update(contactEvents).set({})')).toBe(true);
    expect(writesTimeline('db.delete(accountAudit).where(x)')).toBe(true);
    expect(writesTimeline('sql`INSERT INTO account_audit (debt_account_id)`')).toBe(true);
    expect(writesTimeline('`insert into contact_events SELECT`')).toBe(true);
    expect(writesTimeline('DELETE FROM contact_events WHERE id = 1')).toBe(true);
    expect(writesTimeline('SELECT * FROM contact_events')).toBe(false);
    expect(writesTimeline('.from(accountAudit)')).toBe(false);
  });
});
