import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_MESSAGES, PASSWORD_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { commandRunner, inEmbeddedDatabase } from '../../test/kits/cli/command-runner';
import { type Database, openDatabase } from '../db/client';
import { securityEvents, users } from '../db/schema';
import { verifyPassword } from '../security/passwords';

const CLI = fileURLToPath(new URL('./user-create.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'arrears-cli-'));
const dataDir = join(dir, 'data');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = commandRunner(CLI, { home: dir, dataDir });
const inDatabase = <T>(read: (db: Database) => Promise<T>) => inEmbeddedDatabase(dataDir, read);

const ALICE = ['--role', 'admin', '--username', 'alice', '--email', 'alice@agency.example'];

describe('npm run user:create', { timeout: 120_000 }, () => {
  it('creates an admin with the password from ADMIN_PASSWORD, and records who did it', async () => {
    const res = await run(ALICE, { ADMIN_PASSWORD: 'first-admin-password' });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/Created admin user "alice" <alice@agency\.example>/);

    const { user, events } = await inDatabase(async (db) => ({
      user: (await db.select().from(users).where(eq(users.username, 'alice')))[0],
      events: await db.select().from(securityEvents),
    }));
    expect(user).toMatchObject({ role: 'admin', firstName: 'Administrator', lastName: 'alice', phone: null });
    expect(user.mustChangePassword).toBe(false);
    expect(await verifyPassword(user.passwordHash, 'first-admin-password')).toBe(true);
    expect(events.map((e) => [e.eventType, e.userId, e.details])).toEqual([
      ['user_created', null, { via: 'cli', targetUserId: user.id, targetUsername: 'alice', role: 'admin' }],
    ]);
  });

  it('reads the password twice from a piped stdin when ADMIN_PASSWORD is not set', async () => {
    const args = ['--role', 'staff', '--username', 'sam', '--email', 'sam@agency.example'];
    const ok = await run(
      [...args, '--first-name', 'Sam', '--last-name', 'Okafor', '--phone', '2155550199'],
      {},
      'typed-password-1\ntyped-password-1\n',
    );
    expect(ok.code).toBe(0);
    const sam = await inDatabase(
      async (db) => (await db.select().from(users).where(eq(users.username, 'sam')))[0],
    );
    expect(sam).toMatchObject({ role: 'staff', firstName: 'Sam', lastName: 'Okafor', phone: '2155550199' });
    expect(await verifyPassword(sam.passwordHash, 'typed-password-1')).toBe(true);
  });

  it('refuses a duplicate, bad input and unknown options with a clear message and exit code 1', async () => {
    const env = { ADMIN_PASSWORD: 'another-password' };
    // Refused before the database opens, so these may run side by side.
    const early: [string[], string, Record<string, string>?, string?][] = [
      [
        ['--role', 'staff', '--username', 'dan', '--email', 'dan@agency.example'],
        'The two passwords do not match.',
        {},
        'typed-password-1\ntyped-password-2\n',
      ],
      [
        ['--role', 'debtor', '--username', 'dan', '--email', 'dan@agency.example'],
        '--role: Please choose a role',
      ],
      [
        ['--role', 'staff', '--username', 'dan', '--email', 'not-an-email'],
        '--email: Please enter a valid email',
      ],
      [['--role', 'staff', '--username', 'dan'], '--role, --username and --email are required'],
      [
        ['--role', 'staff', '--username', 'dan', '--email', 'dan@agency.example', '--colour', 'red'],
        "'--colour'",
      ],
      [
        ['--role', 'staff', '--username', 'dan', '--email', 'dan@agency.example'],
        '--password: Password must be at least 8 characters',
        { ADMIN_PASSWORD: 'short' },
      ],
      [
        ['--role', 'staff', '--username', 'dan', '--email', 'dan@agency.example'],
        `--password: ${PASSWORD_MESSAGES.tooCommon}`,
        { ADMIN_PASSWORD: 'Baseball1' }, // one of the 10,000 most common, whatever its case
      ],
    ];
    const duplicates: [string[], string][] = [
      [
        ['--role', 'admin', '--username', 'ALICE', '--email', 'new@agency.example'],
        AUTH_MESSAGES.usernameTaken,
      ],
      [
        ['--role', 'admin', '--username', 'alice2', '--email', 'Alice@Agency.example'],
        AUTH_MESSAGES.emailTaken,
      ],
    ];
    const results = await Promise.all(early.map(([args, , own, stdin]) => run(args, own ?? env, stdin)));
    for (const [args] of duplicates) results.push(await run(args, env));
    [...early, ...duplicates].forEach(([, message], i) => {
      expect(results[i].code, message).toBe(1);
      expect(results[i].stderr).toContain(message);
    });
    const names = await inDatabase(async (db) => (await db.select().from(users)).map((u) => u.username));
    expect(names.sort()).toEqual(['alice', 'sam']);
  });

  it('will not open the embedded database while another process has it open', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const res = await run(['--role', 'staff', '--username', 'zoe', '--email', 'zoe@agency.example'], {
        ADMIN_PASSWORD: 'zoe-password-1',
      });
      expect(res.code).toBe(1);
      expect(res.stderr).toContain('is open in another process (is the server running?)');
    } finally {
      await handle.close();
    }
  });
});
