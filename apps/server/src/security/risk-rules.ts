import type { RiskLevel, SecurityEventType } from '../db/schema';

/** A burst: this many failures within the window raises the risk of the next event. */
export const BURST = { count: 5, windowMs: 10 * 60 * 1000 } as const;

export interface RiskFacts {
  type: SecurityEventType;
  success: boolean;
  /** Failures of the same kind from the same IP in the burst window, this one included. */
  recentFailuresFromIp: number;
  /** Failed sign-ins for the same username in the burst window. */
  recentFailuresForUser: number;
}

/** Fixed levels for event types whose risk does not depend on history. */
const FIXED: Record<string, RiskLevel> = {
  login_throttled: 'HIGH',
  logout: 'LOW',
  session_expired: 'LOW',
  registration: 'LOW',
};

/**
 * The stated rules:
 * - a failure is MEDIUM, HIGH once 5 failures came from one IP within 10 minutes;
 * - a sign-in that succeeds after 5 failures for that username within 10 minutes is CRITICAL
 *   (a guessed password looks exactly like this);
 * - being throttled is HIGH; routine events (logout, expiry, registration, success) are LOW.
 */
export function assessRisk(facts: RiskFacts): RiskLevel {
  const fixed = FIXED[facts.type];
  if (fixed) return fixed;
  if (facts.success) {
    return facts.type === 'login_success' && facts.recentFailuresForUser >= BURST.count ? 'CRITICAL' : 'LOW';
  }
  return facts.recentFailuresFromIp >= BURST.count ? 'HIGH' : 'MEDIUM';
}
