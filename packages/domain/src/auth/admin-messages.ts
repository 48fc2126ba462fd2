/** Texts of the admin area (docs/product/back-office.md). */
export const ADMIN_MESSAGES = {
  adminPrivilegesRequired: 'Access denied. Admin privileges required.',
  administratorPrivilegesRequired: 'Access denied. Administrator privileges required.',
  notAdminAccount:
    'Your account does not have admin privileges. Please log out and sign in with an administrator account.',
  featureRequiresAdmin:
    "You don't have permission to access this page. This feature requires administrator privileges.",
  loginFailed: 'Login failed. Please check your credentials.',
  unexpected: 'An unexpected error occurred.',
  accountDeactivated: 'This account has been deactivated. Please contact your administrator.',
} as const;

/** Milliseconds between a successful admin sign-in and the move to /admin (docs/product/back-office.md). */
export const ADMIN_REDIRECT_DELAY_MS = 100;
