import type { Role } from '@arrears/domain';
import type { ComponentType } from 'react';
import type { AccessDeniedVariant } from '@/features/errors/access-denied-page';
import { HomeRoute } from './home-route';
import { lazyPage } from './lazy-page';

/**
 * Who may open a route: anyone ('public'), any signed-in role ('signed-in', ProtectedRoute with the
 * default roles), admin and staff ('back-office', AdminRoute), or a list of roles.
 */
export type RouteAccess = 'public' | 'signed-in' | 'back-office' | readonly Role[];

export interface AppRoute {
  path: string;
  /** The page title (before the company name) when the URL has no hash. */
  title: string;
  page: ComponentType;
  access?: RouteAccess;
  /** The Access Denied text a refused role sees: the portal text by default, 'admin-feature' for back-office features (docs/product/public-site.md). */
  denied?: AccessDeniedVariant;
}

/**
 * The route map (docs/product/public-site.md). Adding a route is one line here. Only the home page is in the first
 * download; every other page is its own chunk, loaded on first visit.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', title: 'Professional Debt Recovery Solutions', page: HomeRoute },
  {
    path: '/about',
    title: 'About Us',
    page: lazyPage(() => import('@/features/marketing/about-page'), 'AboutPage'),
  },
  {
    path: '/policy',
    title: 'Policies',
    page: lazyPage(() => import('@/features/legal/policy-page'), 'PolicyPage'),
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    page: lazyPage(() => import('@/features/legal/cookie-policy-page'), 'CookiePolicyPage'),
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    page: lazyPage(() => import('@/features/legal/privacy-page'), 'PrivacyPage'),
  },
  {
    path: '/terms',
    title: 'Terms and Conditions',
    page: lazyPage(() => import('@/features/legal/terms-page'), 'TermsPage'),
  },
  {
    path: '/sms-terms',
    title: 'SMS Terms of Service',
    page: lazyPage(() => import('@/features/legal/sms-terms-page'), 'SmsTermsPage'),
  },
  {
    path: '/refund-policy',
    title: 'Refund Policy',
    page: lazyPage(() => import('@/features/legal/refund-policy-page'), 'RefundPolicyPage'),
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Use',
    page: lazyPage(() => import('@/features/legal/terms-of-service-page'), 'TermsOfServicePage'),
  },
  {
    path: '/register',
    title: 'Create Your Account',
    page: lazyPage(() => import('@/features/auth/register-page'), 'RegisterPage'),
  },
  {
    path: '/login',
    title: 'Sign In',
    page: lazyPage(() => import('@/features/auth/login-page'), 'LoginPage'),
  },
  {
    path: '/auth',
    title: 'Sign In',
    page: lazyPage(() => import('@/features/auth/login-page'), 'LoginPage'),
  },
  {
    path: '/register-debtor',
    title: 'Create Account',
    page: lazyPage(() => import('@/features/identity/register-debtor-page'), 'RegisterDebtorPage'),
  },
  {
    path: '/quick-access',
    title: 'Pay Bill',
    page: lazyPage(() => import('@/features/identity/quick-access-pages'), 'QuickAccessPage'),
  },
  {
    path: '/dispute-quick-access',
    title: 'Dispute Bill',
    page: lazyPage(() => import('@/features/identity/quick-access-pages'), 'DisputeQuickAccessPage'),
  },
  {
    path: '/account',
    title: 'My Account',
    access: 'signed-in',
    page: lazyPage(() => import('@/features/auth/account-page'), 'AccountPage'),
  },
  {
    path: '/debtor',
    title: 'My Account',
    access: ['debtor'],
    page: lazyPage(() => import('@/features/portal/debtor-home-page'), 'DebtorHomePage'),
  },
  {
    path: '/payment',
    title: 'Make a Payment',
    access: 'signed-in',
    page: lazyPage(() => import('@/features/payments/payment-page'), 'PaymentPage'),
  },
  {
    path: '/payment-center',
    title: 'Payment Center',
    access: ['debtor'],
    page: lazyPage(() => import('@/features/payments/payment-center-page'), 'PaymentCenterPage'),
  },
  {
    path: '/payment-plan',
    title: 'Payment Plan',
    access: ['debtor'],
    page: lazyPage(() => import('@/features/payment-plans/payment-plan-page'), 'PaymentPlanPage'),
  },
  {
    path: '/payment-history',
    title: 'Payment History',
    access: 'signed-in',
    page: lazyPage(() => import('@/features/payments/payment-history-page'), 'PaymentHistoryPage'),
  },
  {
    path: '/dispute-portal',
    title: 'Dispute Portal',
    access: 'signed-in',
    page: lazyPage(() => import('@/features/disputes/dispute-portal-page'), 'DisputePortalPage'),
  },
  {
    path: '/documents',
    title: 'My Documents',
    access: 'signed-in',
    page: lazyPage(() => import('@/features/documents/documents-page'), 'DocumentsPage'),
  },
  {
    path: '/text-opt-in',
    title: 'Text Message Opt-In',
    page: lazyPage(() => import('@/features/sms-opt-in/text-opt-in-page'), 'TextOptInPage'),
  },
  {
    path: '/unsubscribe',
    title: 'Unsubscribe',
    page: lazyPage(() => import('@/features/compliance/unsubscribe-page'), 'UnsubscribePage'),
  },
  {
    path: '/test-payment',
    title: 'Test Payment',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/payments/test-payment-page'), 'TestPaymentPage'),
  },
  {
    path: '/admin',
    title: 'Admin Portal',
    access: ['admin', 'staff', 'collector'], // each role its own numbers of the day (decision 0117)
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/admin/admin-home-page'), 'AdminHomePage'),
  },
  {
    path: '/admin-login',
    title: 'Admin Portal Login',
    page: lazyPage(() => import('@/features/admin-auth/admin-login-page'), 'AdminLoginPage'),
  },
  {
    path: '/forgot-password',
    title: 'Forgot Password',
    page: lazyPage(() => import('@/features/admin-auth/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: '/reset-password',
    title: 'Reset Password',
    page: lazyPage(() => import('@/features/admin-auth/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: '/admin/change-password',
    title: 'Change Password',
    access: ['admin', 'staff', 'collector'], // a collector's own login too (decision 0089)
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/admin-auth/change-password-page'), 'ChangePasswordPage'),
  },
  {
    path: '/admin/mfa-setup',
    title: 'Two-Factor Authentication',
    access: ['admin', 'staff', 'collector'], // a collector's own login too (decision 0089)
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/admin-auth/mfa-setup-page'), 'MfaSetupPage'),
  },
  {
    path: '/admin/users',
    title: 'Agency Users',
    access: ['admin'],
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/agency-users/agency-users-page'), 'AgencyUsersPage'),
  },
  {
    path: '/admin/jobs',
    title: 'Background Jobs',
    access: ['admin'],
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/jobs/jobs-page'), 'JobsPage'),
  },
  {
    path: '/admin/security',
    title: 'Security Dashboard',
    // Admin only, decided by the API: every signed-in role reaches the page, and a refused one sees
    // the text of the 403 (docs/product/security-dashboard.md; signed-out visitors go to /admin-login).
    access: ['admin', 'staff', 'collector', 'debtor'],
    page: lazyPage(() => import('@/features/security/security-dashboard-page'), 'SecurityDashboardPage'),
  },
  {
    path: '/admin/dashboard',
    title: 'Dashboard',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/dashboard/admin-dashboard-page'), 'AdminDashboardPage'),
  },
  {
    path: '/admin/accounts',
    title: 'All Accounts',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/accounts/accounts-page'), 'AccountsPage'),
  },
  {
    path: '/admin/accounts/:id',
    title: 'Account Details',
    // Every signed-in role reaches the page, which shows its own Access Denied text (docs/product/accounts-import.md) to
    // anyone but admin and staff (the API refuses them too); signed-out visitors go to /admin-login.
    access: ['admin', 'staff', 'collector', 'debtor'],
    page: lazyPage(() => import('@/features/accounts/account-detail-page'), 'AccountDetailPage'),
  },
  {
    path: '/admin/accounts/:id/edit',
    title: 'Edit Account',
    access: ['admin', 'staff', 'collector', 'debtor'],
    page: lazyPage(() => import('@/features/accounts/account-edit-page'), 'AccountEditPage'),
  },
  {
    path: '/admin/import',
    title: 'Data Management',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/accounts-import/import-page'), 'ImportPage'),
  },
  {
    path: '/admin/record-payment',
    title: 'Record External Payment',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/record-payment/record-payment-page'), 'RecordPaymentPage'),
  },
  {
    path: '/admin/payment-details',
    title: 'Payment Details',
    // Every signed-in role reaches the page and the API decides, so a refused role sees the 403's
    // own text, 'Access denied: Admin privileges required' (docs/product/payments.md).
    access: ['admin', 'staff', 'collector', 'debtor'],
    page: lazyPage(() => import('@/features/payment-details/payment-details-page'), 'PaymentDetailsPage'),
  },
  {
    path: '/admin/clients',
    title: 'Clients',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/clients/clients-page'), 'ClientsPage'),
  },
  {
    path: '/admin/clients/:id',
    title: 'Client',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/clients/client-detail-page'), 'ClientDetailPage'),
  },
  {
    path: '/admin/remittances',
    title: 'Remittances',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/remittances/remittances-page'), 'RemittancesPage'),
  },
  {
    path: '/admin/remittances/:id',
    title: 'Remittance',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/remittances/remittance-detail-page'), 'RemittanceDetailPage'),
  },
  {
    path: '/admin/trust-reconciliation',
    title: 'Trust Reconciliation',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(
      () => import('@/features/remittances/trust-reconciliation-page'),
      'TrustReconciliationPage',
    ),
  },
  {
    path: '/admin/arrangements',
    title: 'Payment Arrangements',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/arrangements/arrangements-page'), 'ArrangementsPage'),
  },
  {
    path: '/admin/letters',
    title: 'Letters',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/letters/admin-letters-page'), 'AdminLettersPage'),
  },
  {
    path: '/admin/scrubs',
    title: 'Scrubs',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/scrubs/scrubs-page'), 'ScrubsPage'),
  },
  {
    path: '/admin/identity-reviews',
    title: 'Identity Reviews',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/identity-reviews/identity-reviews-page'), 'IdentityReviewsPage'),
  },
  {
    path: '/admin/disputes',
    title: 'Dispute Management',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/disputes/admin-disputes-page'), 'AdminDisputesPage'),
  },
  {
    path: '/admin/documents',
    title: 'Document Management',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/documents/admin-documents-page'), 'AdminDocumentsPage'),
  },
  {
    path: '/admin/contact-center',
    title: 'Contact Center',
    access: ['admin', 'staff', 'collector'], // a collector: their queue and assigned accounts (decision 0040)
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/contact-center/contact-center-page'), 'ContactCenterPage'),
  },
  {
    path: '/admin/debtor/:id',
    title: 'Debtor Workspace',
    access: ['admin', 'staff', 'collector'], // a collector: their queue and assigned accounts (decision 0040)
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/contact-center/debtor-workspace-page'), 'DebtorWorkspacePage'),
  },
  // The client portal (decision 0055): a client user's own pages, the server scoping every call.
  {
    path: '/client',
    title: 'Client Portal',
    access: ['client'],
    page: lazyPage(() => import('@/features/client-portal/client-dashboard-page'), 'ClientDashboardPage'),
  },
  {
    path: '/client/accounts',
    title: 'Accounts',
    access: ['client'],
    page: lazyPage(() => import('@/features/client-portal/client-accounts-page'), 'ClientAccountsPage'),
  },
  {
    path: '/client/accounts/:id',
    title: 'Account',
    access: ['client'],
    page: lazyPage(() => import('@/features/client-portal/client-account-page'), 'ClientAccountPage'),
  },
  {
    path: '/client/placements',
    title: 'Placements',
    access: ['client'],
    page: lazyPage(() => import('@/features/client-portal/client-placements-page'), 'ClientPlacementsPage'),
  },
  {
    path: '/client/transactions',
    title: 'Transactions',
    access: ['client'],
    page: lazyPage(
      () => import('@/features/client-portal/client-transactions-page'),
      'ClientTransactionsPage',
    ),
  },
  {
    path: '/client/remittances',
    title: 'Remittances',
    access: ['client'],
    page: lazyPage(() => import('@/features/client-portal/client-remittances-page'), 'ClientRemittancesPage'),
  },
  // The client user's own login (decision 0089): the back office's pages in the portal's frame.
  {
    path: '/client/change-password',
    title: 'Change Password',
    access: ['client'],
    page: lazyPage(() => import('@/features/client-portal/client-login-pages'), 'ClientChangePasswordPage'),
  },
  {
    path: '/client/mfa-setup',
    title: 'Two-Factor Authentication',
    access: ['client'],
    page: lazyPage(() => import('@/features/client-portal/client-login-pages'), 'ClientMfaSetupPage'),
  },
  {
    // The state rules with their sources (decisions 0105 to 0108); admins keep the licensed states here.
    path: '/admin/state-rules',
    title: 'State Rules',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/state-rules/state-rules-page'), 'StateRulesPage'),
  },
  {
    path: '/admin/compliance',
    title: 'Compliance Report',
    access: 'back-office',
    denied: 'admin-feature',
    page: lazyPage(() => import('@/features/compliance/compliance-report-page'), 'ComplianceReportPage'),
  },
];

/**
 * Retired pages whose addresses still lead somewhere: the Admin Viewer's counts and newest accounts
 * are on the back office's home now (decision 0117).
 */
export const RETIRED_PATHS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/admin-viewer', to: '/admin' },
];

/** Any other path. */
export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  title: 'Page Not Found',
  page: lazyPage(() => import('@/features/errors/not-found-page'), 'NotFoundPage'),
};
