import { IDENTITY_MESSAGES, type QuickAccessVerifyResponse, type ThrottleName } from '@arrears/domain';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { clientNetwork } from '../../security/client-network';
import { eventRecordedWithin, recordSecurityEvent } from '../../security/security-events';
import {
  addressOptionsFor,
  answerHashOf,
  answerMatches,
  hashChallengeToken,
  NO_MATCH_ANSWER_PREFIX,
  newChallengeToken,
} from './address-challenge';
import { identityOfToken, insertChallenge, spendChallenge } from './identity-challenges.repository';
import { challengeAddresses, identityAccounts } from './identity-people';
import type { IdentityFailurePurpose, IdentityPurpose } from './identity-purpose';
import { claimIdentityStart, SERVICE_RATE_WINDOW_MS } from './identity-start-throttle';
import {
  claimIdentityAttempt,
  identityThrottledBy,
  releaseIdentityAttempt,
  UNKNOWN_IDENTITY,
} from './identity-throttle';

/** The throttles every step that judges an identity answers to (THROTTLES in @arrears/domain). */
export const IDENTITY_FAILURE_THROTTLES = [
  'identity-failure-network',
  'identity-failure-identity',
] as const satisfies readonly ThrottleName[];
/** A step that starts a check (step one, a registration with the proof) counts the start too. */
export const IDENTITY_START_THROTTLES = [
  'identity-start',
  ...IDENTITY_FAILURE_THROTTLES,
] as const satisfies readonly ThrottleName[];

/** A token allows one address pick within 10 minutes. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

type FailureReason =
  | 'no_match'
  | 'wrong_address'
  | 'expired_token'
  | 'reused_token'
  | 'unknown_token'
  | 'wrong_purpose'
  | 'none_of_these';

async function refuseAsThrottled(
  deps: AppDeps,
  purpose: IdentityFailurePurpose,
  origin: RequestOrigin,
  by: 'ip' | 'identity',
): Promise<never> {
  await recordSecurityEvent(deps.db, {
    type: 'identity_check_throttled',
    success: false,
    description: `Identity check refused: too many failures for this ${by === 'ip' ? 'IP address' : 'identity'}`,
    origin,
    details: { purpose, by },
    riskLevel: 'HIGH',
  });
  throw new HttpError(429, IDENTITY_MESSAGES.throttled);
}

/** 429 when this network or identity has used up its failures; counts no failure (step one). */
export async function refuseIfThrottled(
  deps: AppDeps,
  purpose: IdentityFailurePurpose,
  origin: RequestOrigin,
  identityHash: string | null,
): Promise<void> {
  const by = await identityThrottledBy(deps.db, deps.clock(), { ip: clientNetwork(origin.ip), identityHash });
  if (by) await refuseAsThrottled(deps, purpose, origin, by);
}

/**
 * Counts this attempt as a failure before it is judged (race-free: see claimIdentityAttempt) and
 * refuses it with 429 when it goes over a limit. Answers the attempt's id: release it on success.
 */
export async function claimAttempt(
  deps: AppDeps,
  purpose: IdentityFailurePurpose,
  origin: RequestOrigin,
  identityHash: string,
): Promise<number> {
  const claim = await claimIdentityAttempt(deps.db, deps.clock(), {
    ip: clientNetwork(origin.ip),
    identityHash,
    purpose,
  });
  if (claim.throttledBy) await refuseAsThrottled(deps, purpose, origin, claim.throttledBy);
  return claim.id;
}

/** The security event of a failed check (the attempt itself was counted by claimAttempt). */
export async function recordFailedCheck(
  deps: AppDeps,
  failure: { purpose: IdentityFailurePurpose; origin: RequestOrigin; reason: string },
): Promise<void> {
  await recordSecurityEvent(deps.db, {
    type: 'identity_check_failed',
    success: false,
    description: `Identity check failed (${failure.purpose}): ${failure.reason.replaceAll('_', ' ')}`,
    origin: failure.origin,
    details: { purpose: failure.purpose, reason: failure.reason },
    riskLevel: 'MEDIUM',
  });
}

/**
 * Counts the start of a check (step one, or a registration) for the client's network and the
 * service, before anything is judged: a start past the identity-start throttle is refused with 429
 * and a HIGH event, and a service-wide rate over the configured normal raises one HIGH event a
 * minute (a distributed walk shows there, not per network).
 */
export async function countIdentityStart(
  deps: AppDeps,
  purpose: IdentityFailurePurpose,
  origin: RequestOrigin,
): Promise<void> {
  const claim = await claimIdentityStart(deps.db, deps.clock(), {
    network: clientNetwork(origin.ip),
    purpose,
  });
  const alertAt = deps.config.identityChecksAlertPerMinute;
  if (
    claim.serviceStarts > alertAt &&
    !(await eventRecordedWithin(deps.db, 'identity_check_burst', SERVICE_RATE_WINDOW_MS))
  ) {
    await recordSecurityEvent(deps.db, {
      type: 'identity_check_burst',
      success: false,
      description: `Identity checks over the normal rate: ${claim.serviceStarts} starts in the last minute (normal up to ${alertAt})`,
      origin,
      details: { purpose, startsLastMinute: claim.serviceStarts, normalPerMinute: alertAt },
      riskLevel: 'HIGH',
    });
  }
  if (!claim.refused) return;
  await recordSecurityEvent(deps.db, {
    type: 'identity_check_throttled',
    success: false,
    description: 'Identity check refused: too many starts from this network',
    origin,
    details: { purpose, by: 'network', step: 'start' },
    riskLevel: 'HIGH',
  });
  throw new HttpError(429, IDENTITY_MESSAGES.tooManyStarts);
}

/**
 * Step one (SSN last 4 + birth date). A match and a no-match answer alike, in shape and in work:
 * both read the accounts, draw and check the options, and store a challenge; the no-match one can
 * never succeed. The start is counted for the network (countIdentityStart); the failure of a
 * no-match is counted when its token is used (like a wrong address), so the failure throttle cannot
 * tell them apart either.
 */
export async function startIdentityCheck(
  deps: AppDeps,
  input: { purpose: IdentityPurpose; ssnLast4: string; dateOfBirth: string; origin: RequestOrigin },
): Promise<QuickAccessVerifyResponse> {
  await countIdentityStart(deps, input.purpose, input.origin);
  const identityHash = deps.encryption.identityHash(input.ssnLast4, input.dateOfBirth);
  await refuseIfThrottled(deps, input.purpose, input.origin, identityHash);

  // The address asked is one the person is known by: never one an account waiting for review holds.
  const accounts = await identityAccounts(deps.db, deps.encryption, identityHash);
  const { options, answers } = await addressOptionsFor(deps.db, identityHash, challengeAddresses(accounts));
  const { token, tokenHash } = newChallengeToken();
  await insertChallenge(deps.db, {
    tokenHash,
    purpose: input.purpose,
    identityHash,
    answerHash: answerHashOf(token, answers),
    addressOptions: options,
    ipAddress: input.origin.ip,
    expiresAt: new Date(deps.clock() + CHALLENGE_TTL_MS),
  });
  return { verificationToken: token, addressOptions: options };
}

/**
 * Step two (the address pick). The token is spent by any attempt. A wrong address, a no-match
 * token, an expired, reused or unknown token, or a token of another purpose all fail alike: one
 * failure counted for the IP and the identity, and the same 401 and text (docs/product/identity.md).
 * Answers the identity hash of the verified debtor and the address proven (what it proves is
 * provenByAddress's to say).
 */
export async function completeIdentityCheck(
  deps: AppDeps,
  input: {
    purpose: IdentityPurpose;
    verificationToken: string;
    selectedAddress: string;
    origin: RequestOrigin;
  },
): Promise<{ identityHash: string; provenAddress: string }> {
  const now = deps.clock();
  const tokenHash = hashChallengeToken(input.verificationToken);
  const challenge = await spendChallenge(deps.db, tokenHash, new Date(now));
  const identityHash =
    challenge?.identityHash ?? (await identityOfToken(deps.db, tokenHash)) ?? UNKNOWN_IDENTITY;
  const attemptId = await claimAttempt(deps, input.purpose, input.origin, identityHash);

  let reason: FailureReason | null = null;
  if (!challenge) reason = identityHash === UNKNOWN_IDENTITY ? 'unknown_token' : 'reused_token';
  else if (challenge.purpose !== input.purpose) reason = 'wrong_purpose';
  else if (challenge.expiresAt.getTime() <= now) reason = 'expired_token';
  else if (input.selectedAddress === IDENTITY_MESSAGES.noneOfTheseOption) reason = 'none_of_these';
  else if (challenge.answerHash.startsWith(NO_MATCH_ANSWER_PREFIX)) reason = 'no_match';
  else if (!answerMatches(challenge.answerHash, input.verificationToken, input.selectedAddress)) {
    reason = 'wrong_address';
  }
  if (reason) {
    await recordFailedCheck(deps, { purpose: input.purpose, origin: input.origin, reason });
    // "None of these" gets the way to reach the agency, whatever the token held: the answer
    // depends only on what the person chose, so it tells nothing about a match.
    if (input.selectedAddress === IDENTITY_MESSAGES.noneOfTheseOption) {
      throw new HttpError(
        401,
        IDENTITY_MESSAGES.noneOfThese(deps.config.brand.companyName, deps.config.brand.phone),
      );
    }
    throw new HttpError(401, IDENTITY_MESSAGES.addressMismatch);
  }
  await releaseIdentityAttempt(deps.db, attemptId);
  return { identityHash, provenAddress: input.selectedAddress };
}
