/** The back-office sign-in's parts other features use: the MFA step and the password's age. */
export { usePasswordStatusQuery } from './api/password-status';
export {
  MFA_LOGIN_STEP_WORDS,
  MfaLoginStep,
  type MfaLoginStepWords,
} from './components/mfa-login-step';
