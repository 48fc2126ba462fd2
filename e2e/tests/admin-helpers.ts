import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, uniqueName } from './fixtures';

export interface CreatedUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  password: string;
  role: 'admin' | 'staff' | 'collector';
}

/**
 * A fresh agency user made by the demo admin through POST /api/admin/users, on the test's own
 * request context (not the page's cookies), so tests never change the shared demo users. Any user
 * made so must replace the first password before anything else (decisions 0030, 0089); `settled` does that
 * through the API, so the test starts with a user who can use the back office.
 */
export async function createAgencyUser(
  request: APIRequestContext,
  role: CreatedUser['role'],
  password = 'First-password-1',
  options: { settled?: boolean } = {},
): Promise<CreatedUser> {
  const signIn = await request.post('/api/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const username = uniqueName(role.slice(0, 3));
  const res = await request.post('/api/admin/users', {
    data: {
      firstName: 'Test',
      lastName: role === 'admin' ? 'Admin' : 'Staff',
      email: `${username}@example.com`,
      phone: '2155550123',
      username,
      password,
      role,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { user } = (await res.json()) as { user: { id: number; email: string; firstName: string } };
  await request.post('/api/logout');
  const created = { id: user.id, username, email: user.email, firstName: user.firstName, password, role };
  return options.settled ? settlePassword(request, created) : created;
}

/** Signs in as the user and replaces the first password (the must-change step), then signs out. */
export async function settlePassword<U extends Pick<CreatedUser, 'username' | 'password'>>(
  request: APIRequestContext,
  user: U,
): Promise<U> {
  const newPassword = 'Settled-password-2';
  const signIn = await request.post('/api/login', {
    data: { username: user.username, password: user.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const change = await request.post('/api/admin/change-password', {
    data: { currentPassword: user.password, newPassword },
  });
  expect(change.status(), await change.text()).toBe(200);
  await request.post('/api/logout');
  return { ...user, password: newPassword };
}

/** Fills and submits the /admin-login form. */
export async function submitAdminLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
