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
 * request context (not the page's cookies), so tests never change the shared demo users.
 */
export async function createAgencyUser(
  request: APIRequestContext,
  role: CreatedUser['role'],
  password = 'First-password-1',
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
  return { id: user.id, username, email: user.email, firstName: user.firstName, password, role };
}

/** Fills and submits the /admin-login form. */
export async function submitAdminLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
