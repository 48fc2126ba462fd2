/**
 * The back-office sign-in's parts other features use: the MFA step, the password's age, and the
 * change-password and two-factor pages the client portal shows in its own frame (decision 0089).
 */
export { usePasswordStatusQuery } from './api/password-status';
export { ChangePasswordPage } from './change-password-page';
export {
  MFA_LOGIN_STEP_WORDS,
  MfaLoginStep,
  type MfaLoginStepWords,
} from './components/mfa-login-step';
export type { OwnLoginFrame, OwnLoginFrameProps } from './components/own-login-frame';
export { MfaSetupPage } from './mfa-setup-page';
