import type { Role } from '@arrears/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { UserRow } from '../../../src/db/schema';
import { buildTestApp, type TestApp } from '../../build-test-app';
import { createUser, signIn } from '../../factories';

export interface AccountsTestApp extends TestApp {
  cookies: Record<Role, string>;
  users: Record<Role, UserRow>;
  /** GET with a role's cookie (and any extra headers). */
  get(url: string, role?: Role, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** A test app with one signed-in user per role. */
export async function buildAccountsTestApp(): Promise<AccountsTestApp> {
  const t = await buildTestApp();
  const cookies = {} as Record<Role, string>;
  const users = {} as Record<Role, UserRow>;
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const) {
    users[role] = await createUser(t.deps.db, { username: `accounts-${role}`, role });
    cookies[role] = await signIn(t.app, `accounts-${role}`);
  }
  return {
    ...t,
    cookies,
    users,
    get: (url, role = 'admin', headers = {}) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: cookies[role], ...headers } }),
  };
}
