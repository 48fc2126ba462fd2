import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';

/** A problem the operator can fix: printed as is, exit code 1. */
export class CliError extends Error {}

/** The server's database: DATABASE_URL, or the embedded one in DATA_DIR, refused while a server has it open. */
export async function openConfiguredDatabase(env: NodeJS.ProcessEnv): Promise<DatabaseHandle> {
  // Only the database settings: the server's other checks (secrets, providers) do not concern commands.
  const { database } = loadConfig({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR });
  if (database.kind === 'postgres') return openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
  // PGlite writes postmaster.pid while a process has the folder open; a second process would corrupt it.
  if (database.dataDir && existsSync(join(database.dataDir, 'postmaster.pid')))
    throw new CliError(
      `The embedded database in ${database.dataDir} is open in another process (is the server running?). ` +
        'Stop the server and run this command again. If no server is running, it did not shut down cleanly: ' +
        'start and stop it once.',
    );
  return openDatabase({ kind: 'pglite', dataDir: database.dataDir });
}

/** Runs a command's main: prints its message, or the error (operators' errors without a stack). */
export function runCommand(
  main: () => Promise<string | null>,
  quiet: (error: unknown) => boolean = () => false,
) {
  main().then(
    (message) => {
      if (message) console.log(message);
      process.exit(0);
    },
    (error: unknown) => {
      if (error instanceof CliError || error instanceof ConfigError || quiet(error))
        console.error((error as Error).message);
      else console.error(error);
      process.exit(1);
    },
  );
}
