import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ROOT } from '../src/paths';

/**
 * The scan behind the one-writer rules (src/single-writer.test.ts): which production files of the
 * server write a table, and which route files reach the database themselves. It reads the text, so
 * a write is what the code spells: Drizzle's insert/update/delete of the table's schema object, or
 * SQL naming the table.
 */

export interface SourceFile {
  /** The path under apps/server/src, with forward slashes: `modules/accounts/account-commands.ts`. */
  name: string;
  text: string;
}

export interface OwnedTable {
  /** The table's name in SQL. */
  table: string;
  /** Its Drizzle object in db/schema. */
  schemaName: string;
  /** The folder under src of the one module that writes it, with a trailing slash. */
  owner: string;
}

/** Tests and the kits they share: `*.test.ts`, `testing/` folders, `testing.ts`, `*-test-kit.ts`, `*-fixtures.ts`. */
export function isTestFile(name: string): boolean {
  return (
    /\.test\.ts$/.test(name) ||
    /(^|\/)testing\//.test(name) ||
    /(^|\/)testing\.ts$/.test(name) ||
    /-test-kit\.ts$/.test(name) ||
    /-fixtures\.ts$/.test(name)
  );
}

/** The server's production source (migrations live outside src, tests are left out). */
export function productionSources(): SourceFile[] {
  const src = join(SERVER_ROOT, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((name) => name.endsWith('.ts') && !isTestFile(name))
    .map((name) => ({ name, text: readFileSync(join(src, name), 'utf8') }));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The patterns of a write into the table. */
function writePatterns(t: Pick<OwnedTable, 'table' | 'schemaName'>): RegExp[] {
  const object = escapeRegExp(t.schemaName);
  const table = escapeRegExp(t.table);
  const verb = String.raw`\b(?:INSERT\s+INTO|UPDATE(?:\s+ONLY)?|DELETE\s+FROM(?:\s+ONLY)?|TRUNCATE(?:\s+TABLE)?)\s+`;
  return [
    // Drizzle: db.insert(payments), tx.update( schema.payments ), across lines too.
    new RegExp(String.raw`\.(?:insert|update|delete)\(\s*(?:\w+\.)?${object}\s*\)`),
    // SQL text: INSERT INTO payments, update "public"."payments", DELETE FROM payments.
    new RegExp(String.raw`${verb}(?:"?public"?\.)?"?${table}"?(?!\w)`, 'i'),
    // SQL through Drizzle's template with the table object: sql`UPDATE ${payments} SET …`.
    new RegExp(String.raw`${verb}\$\{\s*(?:\w+\.)?${object}\s*\}`, 'i'),
  ];
}

export function writesTable(text: string, t: Pick<OwnedTable, 'table' | 'schemaName'>): boolean {
  return writePatterns(t).some((pattern) => pattern.test(text));
}

/** The files that write the table, by name. */
export function writersOf(files: readonly SourceFile[], t: OwnedTable): string[] {
  return files.filter((f) => writesTable(f.text, t)).map((f) => f.name);
}

/** The files outside the owner's folder that write the table: none, by the rule. */
export function writersOutside(files: readonly SourceFile[], t: OwnedTable): string[] {
  return writersOf(files, t).filter((name) => !name.startsWith(t.owner));
}

/** A value import (not only types) of the schema's tables or of the database client. */
function importsDatabaseValues(text: string): boolean {
  for (const [, clause, source] of text.matchAll(/\bimport\s+([^;]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    if (!/(?:^|\/)db\/(?:schema|client)(?:\/|$)/.test(source) || /^type\b/.test(clause)) continue;
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    const specifiers = named
      ? named[1]
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [clause];
    if (specifiers.some((s) => !/^type\b/.test(s))) return true;
  }
  return false;
}

/** What in a file reaches the database itself, rather than through a service or repository. */
const DATABASE_USES: readonly { why: string; found: (text: string) => boolean }[] = [
  { why: 'imports drizzle-orm', found: (text) => /\bfrom\s*['"]drizzle-orm/.test(text) },
  { why: 'imports a table or the client from db/', found: importsDatabaseValues },
  {
    why: 'queries through db or tx',
    found: (text) =>
      /\b(?:db|tx)\s*\.\s*(?:select\w*|insert|update|delete|execute|transaction|query|with|\$count|\$with)\b/.test(
        text,
      ),
  },
  { why: 'writes SQL', found: (text) => /\bsql\s*(?:`|\.raw\s*\()/.test(text) },
];

/** Why the file's text reaches the database itself; empty when it does not. */
export function databaseUses(text: string): string[] {
  return DATABASE_USES.filter((use) => use.found(text)).map((use) => use.why);
}
