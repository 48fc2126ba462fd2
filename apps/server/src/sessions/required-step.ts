import { hasSecondFactor, PASSWORD_RULES, type RequiredStep } from '@arrears/domain';
import type { Config } from '../config';
import type { UserRow } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The calls a user may still make while a step is due (besides public routes, which need no
 * session): the step's own page and what it loads, the current user, staying signed in, signing out.
 */
const ALWAYS_ALLOWED = ['GET /api/user', 'POST /api/session/extend', 'POST /api/logout'];
const ALLOWED_WHILE: Record<RequiredStep, ReadonlySet<string>> = {
  'change-password': new Set([
    ...ALWAYS_ALLOWED,
    'POST /api/admin/change-password',
    'GET /api/admin/password-status',
  ]),
  'mfa-setup': new Set([
    ...ALWAYS_ALLOWED,
    'GET /api/mfa/status',
    'POST /api/mfa/setup',
    'POST /api/mfa/verify',
  ]),
};

/** True when the password is marked "must change" or older than the policy allows. */
export function passwordMustChange(user: UserRow, nowMs: number): boolean {
  const ageDays = Math.floor((nowMs - user.passwordChangedAt.getTime()) / DAY_MS);
  return user.mustChangePassword || ageDays >= PASSWORD_RULES.maxAgeDays;
}

/**
 * What a user must do before anything else (decision 0030): first replace a password that must
 * change, then enrol a second factor when the install requires one. Admin, staff, collectors and
 * the clients' users are held alike (decision 0089); debtors have no step (their password cannot
 * be marked and they have no second factor).
 */
export function requiredStepOf(
  user: UserRow,
  config: Pick<Config, 'backOfficeMfaRequired'>,
  nowMs: number,
): RequiredStep | null {
  if (!hasSecondFactor(user.role)) return null;
  if (passwordMustChange(user, nowMs)) return 'change-password';
  if (config.backOfficeMfaRequired && !user.mfaEnabled) return 'mfa-setup';
  return null;
}

/** True when the route (as "METHOD /url" of route-access.ts) may be called while the step is due. */
export function allowedDuringStep(step: RequiredStep, routeKey: string): boolean {
  return ALLOWED_WHILE[step].has(routeKey);
}
