/**
 * Quick access and debtor registration (the identity checks that replace a password), and the staff's
 * review of who is who.
 */

export { identityPlugin } from './identity.plugin';
export {
  completeIdentityCheck,
  IDENTITY_FAILURE_THROTTLES,
  IDENTITY_START_THROTTLES,
  startIdentityCheck,
} from './identity-check.service';
export { identityAccounts, provenByAddress } from './identity-people';
export { signInByIdentity } from './identity-sign-in';
export { checkIdentityByPhone, type PhoneIdentityOutcome } from './phone-identity';
