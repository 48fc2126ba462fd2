// `npm run user:create -- --role admin --username alice --email alice@agency.example`
// Creates an agency user (admin, staff or collector) in the configured database: the way to make the
// first admin of a production install. Bundled to dist/user-create.js (build.mjs).
import { parseArgs } from 'node:util';
import { AGENCY_ROLES, createAgencyUserSchema } from '@arrears/domain';
import type { z } from 'zod';
import { HttpError } from '../http-error';
import { createAgencyUser } from '../modules/agency-users';
import { refuseWeakPassword } from '../security/password-policy';
import { CliError, openConfiguredDatabase, runCommand } from './cli-support';
import { InputCancelled, readNewPassword } from './password-input';

const USAGE = `Usage: npm run user:create -- --role <${AGENCY_ROLES.join('|')}> --username <name> --email <address>
                              [--first-name <name>] [--last-name <name>] [--phone <digits>]

The password comes from ADMIN_PASSWORD when it is set; otherwise it is asked twice, hidden.
The database is the server's: DATABASE_URL, or the embedded one in DATA_DIR (default ./data).
With the embedded database, stop the server first: only one process may open it.`;

/** The API's rules (createAgencyUserSchema); only the phone may be left out on the command line. */
const cliUserSchema = createAgencyUserSchema.extend({ phone: createAgencyUserSchema.shape.phone.optional() });

const ROLE_NAMES: Record<string, string> = { admin: 'Administrator', staff: 'Staff', collector: 'Collector' };

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const flag = issue?.path[0]
    ? `--${String(issue.path[0]).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`
    : '';
  return flag ? `${flag}: ${issue.message}` : (issue?.message ?? 'Invalid input');
}

function readArguments(argv: string[]) {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        role: { type: 'string' },
        username: { type: 'string' },
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        phone: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) return null;
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : undefined);
  const role = text('role');
  const username = text('username');
  if (!role || !username || !text('email'))
    throw new CliError(`--role, --username and --email are required.\n\n${USAGE}`);
  return {
    role,
    username,
    email: text('email'),
    firstName: text('first-name') ?? ROLE_NAMES[role] ?? 'User',
    lastName: text('last-name') ?? username,
    phone: text('phone'),
  };
}

async function readPassword(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  const { password, confirmation } = await readNewPassword();
  if (!password && !confirmation)
    throw new CliError('No password given: set ADMIN_PASSWORD or type it when asked.');
  if (password !== confirmation) throw new CliError('The two passwords do not match.');
  return password;
}

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<string | null> {
  const args = readArguments(argv);
  if (!args) return USAGE;
  const withoutPassword = cliUserSchema.omit({ password: true }).safeParse(args);
  if (!withoutPassword.success) throw new CliError(firstIssue(withoutPassword.error));
  const parsed = cliUserSchema.safeParse({ ...withoutPassword.data, password: await readPassword(env) });
  if (!parsed.success) throw new CliError(firstIssue(parsed.error));
  try {
    refuseWeakPassword(parsed.data.password); // before the database opens (createAgencyUser checks again)
  } catch (error) {
    if (error instanceof HttpError) throw new CliError(`--password: ${error.message}`);
    throw error;
  }

  const database = await openConfiguredDatabase(env);
  try {
    await database.migrate();
    const user = await createAgencyUser(
      database.db,
      { ...parsed.data, phone: parsed.data.phone ?? null },
      {
        actor: null,
        origin: { ip: null, userAgent: 'cli: user:create' },
        via: 'cli',
        mustChangePassword: false,
      },
    );
    return `Created ${user.role} user "${user.username}" <${user.email}> (id ${user.id}).`;
  } catch (error) {
    if (error instanceof HttpError) throw new CliError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

runCommand(
  () => main(process.argv.slice(2), process.env),
  (error) => error instanceof InputCancelled,
);
