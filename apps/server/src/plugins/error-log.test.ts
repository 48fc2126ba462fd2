import { Writable } from 'node:stream';
import { INPUT_MESSAGES } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';
import { statementName } from '../db/query-error';
import { users } from '../db/schema';
import { errorForLog, withoutQueryValues } from './error-log';

/**
 * Decision 0090: a failed query's log line names the statement and the SQLSTATE, never a bind
 * value, in every environment. The health route is given failing queries (through onRoute, before
 * the app is ready), so the real error handler and the real logger write the lines.
 */
const SECRET_HASH = '$2b$12$SecretHashThatMustNeverBeLoggedAbcdefghijklmnopqrstu';
const SECRET_NAME = 'dana-secret-rivera';
const SECRET_CARD = '4111111111111111';

let t: TestApp;
let lines: string[] = [];
let failure: () => Promise<unknown> = async () => {};

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await buildTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream,
    startMailSender: false,
    onRoute: (route) => {
      if (route.url === '/api/health' && route.method === 'GET') route.handler = () => failure();
    },
  });
  await createUser(t.deps.db, { username: SECRET_NAME });
});
afterAll(() => t.close());

async function failWith(query: () => Promise<unknown>) {
  lines = [];
  failure = query;
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  return { res, log: lines.join('') };
}

function expectNoValues(log: string) {
  for (const secret of [SECRET_HASH, SECRET_NAME, SECRET_CARD, 'params:', '\\u0000'])
    expect(log).not.toContain(secret);
}

describe('a failed query in the log', () => {
  it('a NUL byte the database refuses answers 400; the line names the statement and 22021, no values', async () => {
    const { res, log } = await failWith(() =>
      t.deps.db.insert(users).values({
        username: 'nul\u0000name',
        email: 'nul@example.com',
        firstName: 'N',
        lastName: 'U',
        role: 'debtor',
        passwordHash: SECRET_HASH,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INPUT_MESSAGES.controlCharacters });
    expect(log).toContain('the database refused a text value');
    expect(log).toContain('"code":"22021"');
    expect(log).toContain('"statement":"insert users"');
    expectNoValues(log);
  });

  it('a duplicate key (whose detail quotes the value) answers 500; the line has 23505 and the constraint only', async () => {
    const { res, log } = await failWith(() =>
      t.deps.db.insert(users).values({
        username: SECRET_NAME,
        email: 'another@example.com',
        firstName: 'D',
        lastName: 'R',
        role: 'debtor',
        passwordHash: SECRET_HASH,
      }),
    );
    expect(res.statusCode).toBe(500);
    expect(log).toContain('unhandled error');
    expect(log).toContain('"code":"23505"');
    expect(log).toMatch(/"constraint":"users_\w+"/);
    expectNoValues(log);
  });

  it('a value the server quotes in its own message (invalid input syntax) stays out, also when wrapped', async () => {
    const bad = () => t.deps.db.execute(sql`select ${`card-${SECRET_CARD}`}::int as n`);
    const plain = await failWith(bad);
    expect(plain.res.statusCode).toBe(500);
    expect(plain.log).toContain('"code":"22P02"');
    expect(plain.log).toContain('"statement":"select"');
    expectNoValues(plain.log);

    const wrapped = await failWith(async () => {
      try {
        await bad();
      } catch (error) {
        throw new Error('the job could not read its row', { cause: error });
      }
    });
    expect(wrapped.res.statusCode).toBe(500);
    expect(wrapped.log).toContain('the job could not read its row');
    expect(wrapped.log).toContain('"code":"22P02"');
    expectNoValues(wrapped.log);
  });
});

describe('errorForLog', () => {
  it('writes drizzle and driver errors without message, detail, query text or params', () => {
    const driver = Object.assign(new Error(`Key (username)=(${SECRET_NAME}) already exists.`), {
      name: 'error',
      code: '23505',
      severity: 'ERROR',
      detail: `Key (username)=(${SECRET_NAME}) already exists.`,
      table: 'users',
      constraint: 'users_username_unique',
      query: 'insert into "users" ("username") values ($1)',
      params: [SECRET_NAME],
    });
    const wrapped = new DrizzleQueryError(
      'insert into "users" ("username") values ($1)',
      [SECRET_NAME],
      driver,
    );
    const logged = errorForLog(wrapped);
    expect(JSON.stringify(logged)).not.toContain(SECRET_NAME);
    expect(logged).toMatchObject({
      type: 'Error',
      statement: 'insert users',
      cause: {
        code: '23505',
        table: 'users',
        constraint: 'users_username_unique',
        statement: 'insert users',
      },
    });
  });

  it('cuts a "params: …" tail out of any other error that quotes one', () => {
    const error = new Error(`import failed: Failed query: select 1\nparams: ${SECRET_CARD}`);
    const logged = errorForLog(error);
    expect(JSON.stringify(logged)).not.toContain(SECRET_CARD);
    expect(logged.message).toBe('import failed: Failed query: select 1\nparams: [not logged]');
  });

  it('names statements by their verb and first table', () => {
    expect(statementName('select "id" from "debt_accounts" where "id" = $1')).toBe('select debt_accounts');
    expect(statementName('update "users" set "x" = $1')).toBe('update users');
    expect(statementName('delete from public.sessions where token = $1')).toBe('delete public.sessions');
    expect(statementName("select 'x'")).toBe('select');
  });
});

describe('withoutQueryValues', () => {
  it('turns a failed query into an error naming only the SQLSTATE and the statement', () => {
    const driver = Object.assign(new Error(`Key (username)=(${SECRET_NAME}) already exists.`), {
      code: '23505',
      severity: 'ERROR',
      detail: `Key (username)=(${SECRET_NAME}) already exists.`,
    });
    const failed = new DrizzleQueryError(
      'insert into "users" ("username") values ($1)',
      [SECRET_NAME],
      driver,
    );
    const safe = withoutQueryValues(new Error('the sweep failed', { cause: failed })) as Error & {
      code: string;
    };
    expect(safe.message).toBe('Database query failed: SQLSTATE 23505 (insert users)');
    expect(safe.code).toBe('23505');
    expect(`${safe.stack}`).not.toContain(SECRET_NAME);
    expect(JSON.stringify(safe)).not.toContain(SECRET_NAME);
  });

  it('hands any other error on as it is', () => {
    const plain = new Error('the mail server said no');
    expect(withoutQueryValues(plain)).toBe(plain);
  });
});
