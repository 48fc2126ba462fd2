/**
 * What a signed-in back-office user must do before anything else (decision 0030): choose a new
 * password, then set up two-factor. Plain constants, no zod: the route guards import them.
 */
export const REQUIRED_STEPS = ['change-password', 'mfa-setup'] as const;
export type RequiredStep = (typeof REQUIRED_STEPS)[number];

/** The page of each step; the web app sends the user there, the 403 names it. */
export const REQUIRED_STEP_PATHS: Record<RequiredStep, string> = {
  'change-password': '/admin/change-password',
  'mfa-setup': '/admin/mfa-setup',
};

/** The 403 of any other call while a step is due. */
export const REQUIRED_STEP_MESSAGES: Record<RequiredStep, string> = {
  'change-password':
    'Your password must be changed before you can continue. Choose a new one on the Change Password page (/admin/change-password).',
  'mfa-setup':
    'Two-factor authentication is required for admin and staff accounts. Set it up on the Two-Factor Authentication page (/admin/mfa-setup) before you continue.',
};
