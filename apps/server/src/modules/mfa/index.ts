/**
 * Two-factor enrolment and the second step of a sign-in.
 */
export { mfaPlugin } from './mfa.plugin';
