import type { RiskLevelValue } from '@arrears/domain';
import { cn } from '@/ui/cn';

export type BadgeVariant = 'destructive' | 'default' | 'secondary';

const variantClasses: Record<BadgeVariant, string> = {
  destructive: 'bg-danger-700 text-white',
  default: 'bg-brand-600 text-white',
  secondary: 'bg-gray-100 text-gray-800 ring-1 ring-gray-300 ring-inset',
};

/** docs/product/security-dashboard.md: CRITICAL and HIGH destructive, MEDIUM default, LOW secondary. */
export function riskBadgeVariant(level: RiskLevelValue): BadgeVariant {
  if (level === 'CRITICAL' || level === 'HIGH') return 'destructive';
  return level === 'MEDIUM' ? 'default' : 'secondary';
}

/** docs/product/security-dashboard.md: SUCCESS when the event succeeded, otherwise FAILED. */
export function outcomeLabel(success: boolean): 'SUCCESS' | 'FAILED' {
  return success ? 'SUCCESS' : 'FAILED';
}

const badgeBase = 'inline-flex items-center rounded-full px-2 py-0.5 font-semibold text-xs tracking-wide';

export function RiskBadge({ level }: { level: RiskLevelValue }) {
  const variant = riskBadgeVariant(level);
  return (
    <span data-variant={variant} className={cn(badgeBase, variantClasses[variant])}>
      {level}
    </span>
  );
}

export function OutcomeBadge({ success }: { success: boolean }) {
  return (
    <span
      data-outcome={success ? 'success' : 'failed'}
      className={cn(
        badgeBase,
        'ring-1 ring-inset',
        success
          ? 'bg-success-50 text-success-700 ring-success-200'
          : 'bg-danger-50 text-danger-700 ring-danger-200',
      )}
    >
      {outcomeLabel(success)}
    </span>
  );
}
