// `npm run rotate-data-key` with DATA_ENCRYPTION_KEY (the new key) and DATA_ENCRYPTION_KEY_PREVIOUS
// (the old one, or several, comma-separated): rewrites every encrypted value and lookup hash under
// the new key, bound to its row and column (security/data-key-rotation.ts). With the current key
// alone it binds the values written before binding existed. Stop the instances first. Bundled to
// dist/rotate-data-key.js (build.mjs).
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { rotateDataKey } from '../security/data-key-rotation';
import { FieldEncryption } from '../security/field-encryption';
import { recordMisplacedValue } from '../security/misplaced-values';
import { CliError, openConfiguredDatabase, runCommand } from './cli-support';

const USAGE = `Usage: DATA_ENCRYPTION_KEY=<new key> DATA_ENCRYPTION_KEY_PREVIOUS=<old key> npm run rotate-data-key

Rewrites SSNs, birth dates, TOTP secrets and queued mail under DATA_ENCRYPTION_KEY, each bound to
its row and column, and each account's identity look-up hashes. Stop every instance first; start
them again with the new key (keep DATA_ENCRYPTION_KEY_PREVIOUS set until this command has
finished). Running it again finishes an interrupted run and changes nothing after a complete one.
Without DATA_ENCRYPTION_KEY_PREVIOUS it binds values written before binding existed.
The database is the server's: DATABASE_URL, or the embedded one in DATA_DIR (default ./data).`;

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<string> {
  if (argv.includes('--help') || argv.includes('-h')) return USAGE;
  if (argv.length > 0) throw new CliError(`Unknown argument ${argv[0]}.\n\n${USAGE}`);
  if (!env.DATA_ENCRYPTION_KEY)
    throw new CliError(`DATA_ENCRYPTION_KEY (the new key) is required.\n\n${USAGE}`);
  const config = loadConfig({
    DATA_ENCRYPTION_KEY: env.DATA_ENCRYPTION_KEY,
    DATA_ENCRYPTION_KEY_PREVIOUS: env.DATA_ENCRYPTION_KEY_PREVIOUS,
  });
  const encryption = new FieldEncryption(config.encryptionKey, config.previousEncryptionKeys);
  const database = await openConfiguredDatabase(env);
  try {
    await database.migrate();
    const report = await rotate(database.db, encryption);
    const lines = Object.entries(report.tables).map(
      ([table, { rows, values }]) => `  ${table}: ${rows} rows rewritten (${values} encrypted values)`,
    );
    const done = `under key ${encryption.keyId}, bound to its row and column.`;
    if (report.misplaced.length === 0) return [`Everything is now ${done}`, ...lines].join('\n');
    for (const error of report.misplaced)
      await recordMisplacedValue(database.db, error, { ip: null, userAgent: 'cli: rotate-data-key' });
    throw new CliError(
      [
        `Everything else is now ${done}`,
        ...lines,
        `Encrypted values that do not belong where they are stored (copied from another row or column, or altered): ${report.misplaced.length}. Their rows were left as they are, and each is recorded as a security event:`,
        ...report.misplaced.map(({ binding: b }) => `  ${b.table}.${b.column} of row ${b.row}`),
        'Find out how they got there, then clear each one (set the column to NULL) and import its value again.',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

async function rotate(db: Database, encryption: FieldEncryption) {
  try {
    return await rotateDataKey(db, encryption);
  } catch (error) {
    if (error instanceof Error && /DATA_ENCRYPTION_KEY|No configured key/.test(error.message))
      throw new CliError(`${error.message}. Set the old key in DATA_ENCRYPTION_KEY_PREVIOUS and run again.`);
    throw error;
  }
}

runCommand(() => main(process.argv.slice(2), process.env));
