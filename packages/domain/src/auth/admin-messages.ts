/** Texts of the admin area (docs/product/back-office.md). */
export const ADMIN_MESSAGES = {
  adminPrivilegesRequired: 'Access denied. Admin privileges required.',
  administratorPrivilegesRequired: 'Access denied. Administrator privileges required.',
  notAdminAccount:
    'You are signed in with a customer or client account. This sign-in is for the agency’s staff: go to your own pages, or log out and sign in with a staff account.',
  /** A debtor at the staff sign-in (decision 0116): where to go instead. */
  debtorSignInElsewhere:
    'This sign-in is for the agency’s staff. To see your account or make a payment, sign in at /login.',
  /** A client's user at the staff sign-in (decision 0116): where to go instead. */
  clientSignInElsewhere:
    'This sign-in is for the agency’s staff. Client users sign in at /login to open the client portal.',
  featureRequiresAdmin:
    "You don't have permission to access this page. This feature requires administrator privileges.",
  loginFailed: 'Login failed. Please check your credentials.',
  unexpected: 'An unexpected error occurred.',
  accountDeactivated: 'This account has been deactivated. Please contact your administrator.',
} as const;

/** Milliseconds between a successful admin sign-in and the move to /admin (docs/product/back-office.md). */
export const ADMIN_REDIRECT_DELAY_MS = 100;
