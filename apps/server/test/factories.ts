import type { Role } from '@arrears/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { type UserRow, users } from '../src/db/schema';
import { hashPassword } from '../src/security/passwords';

let sequence = 0;
const hashes = new Map<string, Promise<string>>();

export const TEST_PASSWORD = 'correct-horse-battery';

export async function createUser(
  db: Database,
  overrides: Partial<{
    username: string;
    email: string;
    role: Role;
    password: string;
    firstName: string;
    /** A client user's client (role 'client' needs one). */
    clientId: number;
  }> = {},
): Promise<UserRow> {
  sequence += 1;
  const password = overrides.password ?? TEST_PASSWORD;
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const [row] = await db
    .insert(users)
    .values({
      username: overrides.username ?? `user${sequence}`,
      email: overrides.email ?? `user${sequence}@example.com`,
      firstName: overrides.firstName ?? 'Test',
      lastName: 'User',
      phone: '5555550100',
      role: overrides.role ?? 'debtor',
      clientId: overrides.clientId ?? null,
      passwordHash: await (hashes.get(password) as Promise<string>),
    })
    .returning();
  return row;
}

/** Signs in through the real login call and returns the Cookie header to send. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'arrears_sid');
  if (!cookie) throw new Error('no session cookie');
  return `arrears_sid=${cookie.value}`;
}
