/**
 * Sign-in and sign-out for debtors and the back office, the login throttle and the second step's
 * challenge.
 */
export { authPlugin } from './auth.plugin';
export {
  clearChallengeCookie,
  consumeLoginChallenge,
  findPendingLogin,
  MFA_CHALLENGE_COOKIE,
} from './login-challenge';
export { LOGIN_THROTTLE } from './login-throttle';
export { completeSignIn, startSession } from './sign-in';
