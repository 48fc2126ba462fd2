/** Inactivity rules (docs/product/sign-in.md); the server enforces the same idle limit. */
export const SESSION_LIMITS = {
  idleTimeoutMs: 30 * 60 * 1000,
  warningBeforeMs: 5 * 60 * 1000,
  countdownSeconds: 300,
  idleCheckIntervalMs: 30 * 1000,
  absoluteLifetimeMs: 12 * 60 * 60 * 1000,
} as const;

export const SESSION_COOKIE = 'arrears_sid';
