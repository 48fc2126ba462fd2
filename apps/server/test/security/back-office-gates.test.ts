import { REQUIRED_STEP_MESSAGES, type RequiredStep, type Role } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { type Access, ROUTE_ACCESS } from '../../src/route-access';
import { allowedDuringStep } from '../../src/sessions/required-step';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createUser, TEST_PASSWORD } from '../factories';
import { PRODUCTION_ENV } from '../production-env';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

/**
 * Back-office gates sweep (decision 0030): in production, an admin without a second factor, and an
 * admin whose password must change, call every route of the access table their role may call. Each
 * route outside the step's short list must answer 403 naming the step before its handler runs; the
 * short list is pinned here, so widening it is a visible change.
 */

/** Besides public routes (sign-out among them), which need no session and so are never held. */
const STILL_ALLOWED: Record<RequiredStep, string[]> = {
  'mfa-setup': [
    'GET /api/user',
    'POST /api/session/extend',
    'GET /api/mfa/status',
    'POST /api/mfa/setup',
    'POST /api/mfa/verify',
  ],
  'change-password': [
    'GET /api/user',
    'POST /api/session/extend',
    'POST /api/admin/change-password',
    'GET /api/admin/password-status',
  ],
};

/** Whether a signed-in admin passes the route's role check (public and chat routes are not held). */
function adminMayCall(access: Access): boolean {
  if (access === 'public' || access === 'chat') return false;
  if (access === 'signed-in') return true;
  if (Array.isArray(access)) return access.includes('admin' as Role);
  return (access as { roles: readonly Role[] }).roles.includes('admin');
}

const heldRoutes = Object.entries(ROUTE_ACCESS)
  .filter(([, access]) => adminMayCall(access))
  .map(([key]) => key);

let t: TestApp;
const evidence: SweepLine[] = [];
beforeAll(async () => {
  t = await buildTestApp({ env: PRODUCTION_ENV });
});
afterAll(async () => {
  if (evidence.length)
    writeSweepEvidence('back-office-gates', 'two-factor required and passwords that must change', evidence, [
      'Production settings; the user is an admin, the role that reaches the most routes.',
      'Every refusal is 403 with the step and its page named, before the handler runs.',
    ]);
  await t?.close();
});

async function signIn(username: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name.endsWith('arrears_sid'));
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

async function sweep(step: RequiredStep, cookie: string): Promise<void> {
  const allowed = heldRoutes.filter((key) => allowedDuringStep(step, key));
  expect(allowed.sort()).toEqual([...STILL_ALLOWED[step]].sort());
  const held = heldRoutes.filter((key) => !allowedDuringStep(step, key));
  expect(held.length).toBeGreaterThan(60);
  const leaks: string[] = [];
  for (const key of held) {
    const [method, path] = key.split(' ');
    const res = await t.app.inject({
      method: method as 'GET',
      url: path.replace(/:[a-zA-Z]+/g, '1'),
      headers: { cookie },
    });
    const body = res.json() as { message?: string; requiredStep?: string };
    if (res.statusCode !== 403 || body.requiredStep !== step || body.message !== REQUIRED_STEP_MESSAGES[step])
      leaks.push(`${key} → ${res.statusCode}`);
  }
  expect(leaks).toEqual([]);
  // The session itself is untouched: the allowed calls still answer.
  const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  expect(me.json().user.requiredStep).toBe(step);
  evidence.push({
    area: `${step}: every other route an admin may call`,
    cases: held.length,
    result: `${held.length - leaks.length} refused with 403 naming ${step === 'mfa-setup' ? '/admin/mfa-setup' : '/admin/change-password'}; ${allowed.length} calls still allowed`,
  });
}

describe('back-office gates sweep', () => {
  it('an admin without a second factor reaches only the setup, the current user and sign-out', async () => {
    await createUser(t.deps.db, { username: 'sweep-mfa', role: 'admin' });
    await sweep('mfa-setup', await signIn('sweep-mfa'));
  });

  it('an admin whose password must change reaches only the change-password calls', async () => {
    const admin = await createUser(t.deps.db, { username: 'sweep-password', role: 'admin' });
    await t.deps.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, admin.id));
    await sweep('change-password', await signIn('sweep-password'));
  });
});
