import type { Role } from './roles';

/**
 * What a signed-in user who works in the site must do before anything else (decisions 0030 and
 * 0089): choose a new password, then set up two-factor. Plain constants, no zod: the route guards
 * import them.
 */
export const REQUIRED_STEPS = ['change-password', 'mfa-setup'] as const;
export type RequiredStep = (typeof REQUIRED_STEPS)[number];

/**
 * Who keeps a password and a second factor of their own and is held to the steps (decision 0089):
 * the back office (admin, staff), collectors and the clients' users. Debtors are not.
 */
export const SECOND_FACTOR_ROLES: readonly Role[] = ['admin', 'staff', 'collector', 'client'];

export function hasSecondFactor(role: Role | undefined | null): boolean {
  return !!role && SECOND_FACTOR_ROLES.includes(role);
}

/** The page of each step in the back office (admin, staff, collectors); the web app sends the user there, the 403 names it. */
export const REQUIRED_STEP_PATHS: Record<RequiredStep, string> = {
  'change-password': '/admin/change-password',
  'mfa-setup': '/admin/mfa-setup',
};

/** The same pages inside the client portal, for a client's users (decision 0089). */
export const CLIENT_REQUIRED_STEP_PATHS: Record<RequiredStep, string> = {
  'change-password': '/client/change-password',
  'mfa-setup': '/client/mfa-setup',
};

/** The 403 of any other call while a step is due, for admin and staff. */
export const REQUIRED_STEP_MESSAGES: Record<RequiredStep, string> = {
  'change-password':
    'Your password must be changed before you can continue. Choose a new one on the Change Password page (/admin/change-password).',
  'mfa-setup':
    'Two-factor authentication is required for admin and staff accounts. Set it up on the Two-Factor Authentication page (/admin/mfa-setup) before you continue.',
};

/** The same 403 for a collector: the back office's pages, worded for any account. */
export const COLLECTOR_REQUIRED_STEP_MESSAGES: Record<RequiredStep, string> = {
  'change-password': REQUIRED_STEP_MESSAGES['change-password'],
  'mfa-setup':
    'Two-factor authentication is required for your account. Set it up on the Two-Factor Authentication page (/admin/mfa-setup) before you continue.',
};

/** The same 403 for a client's user, naming the client portal's pages. */
export const CLIENT_REQUIRED_STEP_MESSAGES: Record<RequiredStep, string> = {
  'change-password':
    'Your password must be changed before you can continue. Choose a new one on the Change Password page (/client/change-password).',
  'mfa-setup':
    'Two-factor authentication is required for your account. Set it up on the Two-Factor Authentication page (/client/mfa-setup) before you continue.',
};

/** Where the role does the step: the client portal for a client's user, the back office for everyone else. */
export function requiredStepPath(step: RequiredStep, role: Role): string {
  return role === 'client' ? CLIENT_REQUIRED_STEP_PATHS[step] : REQUIRED_STEP_PATHS[step];
}

/** The 403 message of a held call, naming the role's page. */
export function requiredStepMessage(step: RequiredStep, role: Role): string {
  if (role === 'client') return CLIENT_REQUIRED_STEP_MESSAGES[step];
  if (role === 'collector') return COLLECTOR_REQUIRED_STEP_MESSAGES[step];
  return REQUIRED_STEP_MESSAGES[step];
}
