import type { ResetPasswordResult } from '@arrears/domain';

export type SignInPath = ResetPasswordResult['signInPath'];

/** The two sign-in pages a password page leads back to, with the words it uses for each. */
export const SIGN_IN_PAGES: Record<SignInPath, { back: string; returning: string; taking: string }> = {
  '/admin-login': {
    back: 'Back to Admin Login',
    returning: 'Returning to the admin login',
    taking: 'Taking you to the admin login...',
  },
  '/login': {
    back: 'Back to Sign In',
    returning: 'Returning to the sign-in page',
    taking: 'Taking you to the sign-in page...',
  },
};

/**
 * /forgot-password?from=login is the customer sign-in's link: the page then leads back to /login.
 * Anything else keeps the back-office page of the spec (docs/product/back-office.md). Only these two
 * values exist, so the parameter cannot send anyone elsewhere.
 */
export function signInPathOf(from: string | null): SignInPath {
  return from === 'login' ? '/login' : '/admin-login';
}
