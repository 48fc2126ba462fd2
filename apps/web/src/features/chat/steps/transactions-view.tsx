import { type ChatPayment, formatMoneyIn } from '@arrears/domain';
import { useEffect, useState } from 'react';
import { formatPaymentDateIn } from '@/features/payments';
import { Spinner } from '@/ui/spinner';
import { fetchChatPayments } from '../api/chat-payments';
import { useChatText } from '../chat-text';
import type { ChatController } from '../use-chat';

/** The statuses the chat names in the reader's language; any other is shown as stored. */
const KNOWN_STATUSES = new Set(['completed', 'pending', 'failed']);

/** docs/product/chat.md: the account's payments (date, amount, status, reference), or why there are none. */
export function TransactionsView({ accountId, chat }: { accountId: number; chat: ChatController }) {
  const { t, language } = useChatText();
  const [payments, setPayments] = useState<ChatPayment[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { endedByServer } = chat;

  useEffect(() => {
    let current = true;
    setPayments(null);
    setFailed(false);
    fetchChatPayments(accountId).then(
      (rows) => current && setPayments(rows),
      (error) => current && !endedByServer(error) && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [accountId, endedByServer]);

  if (failed) {
    return (
      <p
        role="alert"
        className="rounded-xl border border-danger-200 bg-danger-50 p-3 text-danger-700 text-sm"
      >
        {t('messages.historyError', { phone: chat.phone })}
      </p>
    );
  }
  if (!payments) return <Spinner label={t('messages.historyLoading')} />;
  if (payments.length === 0) return <p className="text-gray-700 text-sm">{t('messages.historyEmpty')}</p>;
  return (
    <ul aria-label={t('forms.transactions.label')} data-testid="chat-transactions" className="space-y-2">
      {payments.map((p, i) => (
        <li
          key={p.transaction_id ?? `${p.created_at}-${i}`}
          className="rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm"
        >
          <div className="flex justify-between gap-2">
            <span className="text-gray-700">{formatPaymentDateIn(p.created_at, language)}</span>
            <span className="font-semibold text-gray-900 tabular-nums">
              {formatMoneyIn(p.amount, language)}
            </span>
          </div>
          <div className="flex justify-between gap-2 text-gray-600 text-xs">
            <span className="capitalize">
              {KNOWN_STATUSES.has(p.status) ? t(`forms.transactions.statuses.${p.status}`) : p.status}
            </span>
            <span className="break-all">
              {t('forms.transactions.reference', { reference: p.transaction_id ?? t('forms.notAvailable') })}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
