import { SESSION_LIMITS } from '@arrears/domain';

/** What the idle check decides (docs/product/sign-in.md): keep going, warn at 25 minutes, end at 30. */
export type IdlePhase = 'active' | 'warning' | 'expired';

export const WARNING_AFTER_MS = SESSION_LIMITS.idleTimeoutMs - SESSION_LIMITS.warningBeforeMs;

export function idlePhase(idleMs: number): IdlePhase {
  if (idleMs >= SESSION_LIMITS.idleTimeoutMs) return 'expired';
  if (idleMs >= WARNING_AFTER_MS) return 'warning';
  return 'active';
}

/** The events that count as activity. */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'touchstart', 'click'] as const;

/** "5:00", "4:59", "0:07" */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
