import { spawn } from 'node:child_process';
import { type Database, openDatabase } from '../../../src/db/client';
import { bundledSource } from '../../../src/worker-thread';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A command of src/cli as an operator runs it: its TypeScript source bundled as the build bundles it
 * (once per test process), in a folder of its own (HOME and DATA_DIR there), with only PATH and these
 * variables set.
 */
export function commandRunner(source: string, folder: { home: string; dataDir: string }) {
  return (args: string[] = [], env: Record<string, string> = {}, stdin = '') =>
    new Promise<CommandResult>((resolve, reject) => {
      const child = spawn(process.execPath, [bundledSource(source), ...args], {
        env: { PATH: process.env.PATH ?? '', HOME: folder.home, DATA_DIR: folder.dataDir, ...env },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => {
        stdout += d;
      });
      child.stderr.on('data', (d) => {
        stderr += d;
      });
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(stdin);
    });
}

/** Reads the embedded database a command wrote to, then closes it (so the next run may open it). */
export async function inEmbeddedDatabase<T>(dataDir: string, read: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}
