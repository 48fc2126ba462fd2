/** What other features may use from the session: the signed-in user, Log Out and the sign-in calls. */
export { CURRENT_USER_QUERY_KEY } from './api/current-user';
export { isMfaChallenge, type LoginAnswer } from './api/login';
export { logout } from './api/logout';
export { AuthProvider, useAuth, useOptionalAuth } from './auth-context';
export { AdminAccountBar } from './components/admin-account-bar';
export { CredentialFields } from './components/credential-fields';
export { LogoutButton } from './logout-button';
