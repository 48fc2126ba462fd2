import { MFA_LIMITS } from '@arrears/domain';
import * as OTPAuth from 'otpauth';

/**
 * TOTP (RFC 6238) as authenticator apps expect it: HMAC-SHA1, 6 digits, 30-second steps.
 * Every function takes the time explicitly (deps.clock in the app), never Date.now.
 */
export const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** A new random secret (160 bits, the size RFC 4226 recommends), base32 as apps take it. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The 30-second step a moment falls in (RFC 6238's T). */
export function totpStep(timestampMs: number): number {
  return OTPAuth.TOTP.counter({ period: TOTP_PARAMS.period, timestamp: timestampMs });
}

/** The code of a moment; `digits` other than 6 only for the RFC test vectors. */
export function generateTotp(secretBase32: string, timestampMs: number, digits: number = TOTP_PARAMS.digits) {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secretBase32),
    algorithm: TOTP_PARAMS.algorithm,
    digits,
    period: TOTP_PARAMS.period,
    timestamp: timestampMs,
  });
}

/**
 * The step whose code `token` is, looking ±MFA_LIMITS.window steps around the moment, or null.
 * The caller compares the step with the last one used, which is what refuses a replay.
 */
export function matchTotp(secretBase32: string, token: string, timestampMs: number): number | null {
  const delta = OTPAuth.TOTP.validate({
    token,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
    algorithm: TOTP_PARAMS.algorithm,
    digits: TOTP_PARAMS.digits,
    period: TOTP_PARAMS.period,
    timestamp: timestampMs,
    window: MFA_LIMITS.window,
  });
  return delta === null ? null : totpStep(timestampMs) + delta;
}

/** The otpauth:// URI an authenticator app scans: "Issuer:account", issuer parameter, secret. */
export function otpauthUri(secretBase32: string, issuer: string, account: string): string {
  return new OTPAuth.TOTP({
    issuer,
    label: account,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
    ...TOTP_PARAMS,
  }).toString();
}
