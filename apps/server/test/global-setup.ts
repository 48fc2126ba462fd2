import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteOf } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string };
  }
}

export const TEMPLATE_DB = 'arrears_test_template';

/**
 * Migrates one database for the whole run; each test file then starts from a copy of it
 * (a PGlite data dump, or CREATE DATABASE … TEMPLATE on PostgreSQL), so files never share data.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB}`;
    const handle = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), poolSize: 1 });
    await handle.migrate();
    await handle.close();
    project.provide('databaseTemplate', { kind: 'postgres', url, template: TEMPLATE_DB });
    return () => {};
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate();
  const dump = await pgliteOf(handle)?.dumpDataDir('none');
  await handle.close();
  if (!dump) throw new Error('could not dump the template database');
  const dir = mkdtempSync(join(tmpdir(), 'arrears-test-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', file });
  return () => rmSync(dir, { recursive: true, force: true });
}
