import {
  type CustomerDispute,
  disputeStatusBadge,
  disputeTypeLabel,
  formatAccountNumber,
  isDisputeStatus,
  isDisputeType,
} from '@arrears/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/features/language';
import { StatusBadge } from '@/ui/status-badge';
import { formatDisputeDateIn } from '../dispute-display';

/**
 * 'Your Dispute History' (docs/product/disputes.md): each dispute's id, account number, status badge, created
 * date, type, the reason clamped to two lines, and the resolution notes once there are any.
 */
export function DisputeHistory({ disputes }: { disputes: readonly CustomerDispute[] }) {
  const { t } = useTranslation('disputes');
  const language = useLanguage().current;
  if (disputes.length === 0) {
    return <p className="py-8 text-center text-gray-700">{t('history.empty')}</p>;
  }
  // A code the page does not know is shown as stored, as the English page does.
  const typeLabel = (code: string) => (isDisputeType(code) ? t(`types.${code}`) : disputeTypeLabel(code));
  const badge = (status: string) => {
    const { label, tone } = disputeStatusBadge(status);
    return <StatusBadge label={isDisputeStatus(status) ? t(`statuses.${status}`) : label} tone={tone} />;
  };
  return (
    <ul className="divide-y divide-gray-200">
      {disputes.map((dispute) => (
        <li key={dispute.id} data-testid="dispute-row" className="space-y-2 py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-gray-900">
              {t('history.dispute', { id: String(dispute.id) })}
            </h3>
            {badge(dispute.status)}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-600">{t('history.account')}</dt>
            <dd className="text-gray-900">{`#${formatAccountNumber(dispute.accountNumber, dispute.debtAccountId)}`}</dd>
            <dt className="text-gray-600">{t('history.filed')}</dt>
            <dd className="text-gray-900">
              {formatDisputeDateIn(dispute.createdAt, language) ?? t('accountInfo.notAvailable')}
            </dd>
            <dt className="text-gray-600">{t('history.type')}</dt>
            <dd className="text-gray-900">{typeLabel(dispute.disputeType)}</dd>
          </dl>
          <p className="line-clamp-2 text-gray-700 text-sm" title={dispute.disputeReason}>
            {dispute.disputeReason}
          </p>
          {dispute.resolutionNotes && (
            <div className="rounded-lg border border-gray-200 bg-gray-50 px-3 py-2 text-sm">
              <p className="font-medium text-gray-900">{t('history.resolutionNotes')}</p>
              <p className="mt-0.5 whitespace-pre-line text-gray-700">{dispute.resolutionNotes}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
