import { type AccountSummary, formatMoneyIn } from '@arrears/domain';
import { useEffect, useState } from 'react';
import { fetchChatAccountSummary } from '../api/chat-account-summary';
import { useChatText } from '../chat-text';

/**
 * How the chat's balance adds up, from the same server summary as the portal's home: original,
 * adjustments (when any), paid and current; with several accounts, the total owed on all of them.
 * Shown only once it has arrived: the balance above it stands on its own.
 */
export function BalanceBreakdown({ accountId }: { accountId: number }) {
  const { t, language } = useChatText();
  const money = (amount: string) => formatMoneyIn(amount, language);
  const [summary, setSummary] = useState<AccountSummary | null>(null);

  useEffect(() => {
    let current = true;
    fetchChatAccountSummary().then(
      (answer) => current && setSummary(answer),
      () => undefined, // the balance above is still right; the breakdown is extra
    );
    return () => {
      current = false;
    };
  }, []);

  const row = summary?.accounts.find((a) => a.id === accountId);
  if (!summary || !row) return null;
  const lines: Array<[string, string]> = [
    [t('balance.original'), money(row.original)],
    ...(Number(row.adjustments) !== 0
      ? ([[t('balance.adjustments'), money(row.adjustments)]] as Array<[string, string]>)
      : []),
    [t('balance.paid'), money(row.payments)],
    [t('balance.current'), money(row.currentBalance)],
  ];
  return (
    <div data-testid="chat-balance-breakdown" className="space-y-2">
      <dl
        aria-label={t('balance.breakdownLabel')}
        className="divide-y divide-gray-200 rounded-lg border border-gray-200 text-sm"
      >
        {lines.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-x-3 px-3 py-2">
            <dt className="text-gray-600">{label}</dt>
            <dd className="font-medium text-gray-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {summary.accounts.length > 1 && (
        <p className="text-gray-700 text-sm" data-testid="chat-balance-all">
          {t('balance.allAccounts', {
            count: summary.accounts.length,
            total: money(summary.totals.currentBalance),
          })}
        </p>
      )}
    </div>
  );
}
