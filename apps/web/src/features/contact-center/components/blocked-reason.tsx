import type { ChannelVerdict } from '@arrears/domain';
import { Ban } from 'lucide-react';
import { opensText } from '../compliance/compliance-format';

/**
 * Why a control is disabled, as text beside it (not only a tooltip): the control points to it with
 * aria-describedby, so a screen reader reads the reason with the disabled button.
 */
export function BlockedReason({
  id,
  verdict,
  consumerZones,
  testId,
}: {
  id: string;
  verdict: ChannelVerdict;
  consumerZones: readonly string[];
  testId: string;
}) {
  if (verdict.allowed) return null;
  return (
    <p
      id={id}
      data-testid={testId}
      className="mt-2 flex items-start gap-2 rounded-md border border-warning-200 bg-warning-50 px-3 py-2 text-sm text-warning-700"
    >
      <Ban className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {verdict.message ?? 'Blocked by a compliance rule.'}
        {verdict.opensAt && (
          <span className="mt-0.5 block font-semibold">{`Opens ${opensText(verdict.opensAt, consumerZones)}.`}</span>
        )}
      </span>
    </p>
  );
}
