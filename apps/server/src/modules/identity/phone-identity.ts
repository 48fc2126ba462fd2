import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { claimAttempt, countIdentityStart, recordFailedCheck } from './identity-check.service';
import { identityAccounts } from './identity-people';
import { releaseIdentityAttempt } from './identity-throttle';

export type PhoneIdentityOutcome =
  | { verified: true; accountIds: number[] }
  | { verified: false; throttled: boolean };

const isThrottle = (error: unknown) => error instanceof HttpError && error.statusCode === 429;

/**
 * The IVR's identity check (decision 0127): the SSN last 4 and birth date typed on the keypad must be
 * those of one of `accountIds` (the accounts the calling number belongs to), on an account an identity
 * check may prove. It is counted by the quick-access throttles, the calling number standing for the
 * network (`origin.ip` is "tel:+1…"): a start per number, then a failure per number and per identity,
 * claimed before it is judged and released on success. A throttled attempt is not judged.
 */
export async function checkIdentityByPhone(
  deps: AppDeps,
  input: {
    ssnLast4: string;
    /** YYYY-MM-DD */
    dateOfBirth: string;
    accountIds: readonly number[];
    origin: RequestOrigin;
  },
): Promise<PhoneIdentityOutcome> {
  let attemptId: number;
  const identityHash = deps.encryption.identityHash(input.ssnLast4, input.dateOfBirth);
  try {
    await countIdentityStart(deps, 'ivr', input.origin);
    attemptId = await claimAttempt(deps, 'ivr', input.origin, identityHash);
  } catch (error) {
    if (isThrottle(error)) return { verified: false, throttled: true };
    throw error;
  }
  const accounts = await identityAccounts(deps.db, deps.encryption, identityHash);
  const proven = accounts.filter((a) => a.provable && input.accountIds.includes(a.id)).map((a) => a.id);
  if (proven.length === 0) {
    await recordFailedCheck(deps, { purpose: 'ivr', origin: input.origin, reason: 'no_match' });
    return { verified: false, throttled: false };
  }
  await releaseIdentityAttempt(deps.db, attemptId);
  return { verified: true, accountIds: proven };
}
