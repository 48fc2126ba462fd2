/** The back-office sign-in's parts other features use: the MFA step and the password's age. */
export { usePasswordStatusQuery } from './api/password-status';
export { MfaLoginStep } from './components/mfa-login-step';
