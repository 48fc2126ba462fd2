import { randomUUID } from 'node:crypto';
import type { Role } from '@arrears/domain';
import type { UserRow } from '../../../src/db/schema';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../build-test-app';
import { createUser, signIn } from '../../factories';
import { multipart } from '../../multipart';
import { type AccountFixture, insertAccount } from '../accounts/account-fixtures';

type InjectResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

export interface FormFile {
  name: string;
  content: Buffer | string;
  type?: string;
  /** 'attachments' as the page sends them. */
  field?: string;
}

/** The contact form: the fields, then any number of files (in `attachments` unless told). */
export function contactForm(
  fields: Record<string, string>,
  files: FormFile[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  return multipart(
    fields,
    files.map((file) => ({ ...file, field: file.field ?? 'attachments' })),
  );
}

export interface ContactCenterTestApp extends TestApp {
  users: Record<Role, UserRow>;
  cookies: Record<Role, string>;
  account(fixture?: AccountFixture): ReturnType<typeof insertAccount>;
  call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    role: Role | null,
    payload?: object,
  ): Promise<InjectResponse>;
}

/** A test app with one signed-in user per role (the agent is staff: Sam Agent). */
export async function buildContactCenterTestApp(options: TestAppOptions = {}): Promise<ContactCenterTestApp> {
  const t = await buildTestApp(options);
  const users = {} as Record<Role, UserRow>;
  const cookies = {} as Record<Role, string>;
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const) {
    users[role] = await createUser(t.deps.db, {
      role,
      username: `${role}-${randomUUID().slice(0, 8)}`,
      firstName: role === 'staff' ? 'Sam' : 'Test',
    });
    cookies[role] = await signIn(t.app, users[role].username);
  }
  return {
    ...t,
    users,
    cookies,
    account: (fixture = {}) =>
      insertAccount(t.deps.db, t.deps.encryption, {
        firstName: 'Jane',
        lastName: 'Doe',
        fullName: 'Jane Doe',
        emailAddress: 'jane.doe@example.com',
        primaryPhone: '6095550144',
        unpaidBalance: '1250.00',
        ...fixture,
      }),
    call: (method, url, role, payload) =>
      t.app.inject({ method, url, headers: role ? { cookie: cookies[role] } : {}, payload }),
  };
}
