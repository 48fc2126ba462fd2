import { type ChatPayment, formatMoney, CHAT_MESSAGES as M } from '@arrears/domain';
import { useEffect, useState } from 'react';
import { formatPaymentDate } from '@/features/payments';
import { Spinner } from '@/ui/spinner';
import { fetchChatPayments } from '../api/chat-payments';
import type { ChatController } from '../use-chat';

/** docs/product/chat.md: the account's payments (date, amount, status, reference), or why there are none. */
export function TransactionsView({ accountId, chat }: { accountId: number; chat: ChatController }) {
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
        {chat.withPhone(M.historyError)}
      </p>
    );
  }
  if (!payments) return <Spinner label={M.historyLoading} />;
  if (payments.length === 0) return <p className="text-gray-700 text-sm">{M.historyEmpty}</p>;
  return (
    <ul aria-label="Transactions" data-testid="chat-transactions" className="space-y-2">
      {payments.map((p, i) => (
        <li
          key={p.transaction_id ?? `${p.created_at}-${i}`}
          className="rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm"
        >
          <div className="flex justify-between gap-2">
            <span className="text-gray-700">{formatPaymentDate(p.created_at)}</span>
            <span className="font-semibold text-gray-900 tabular-nums">{formatMoney(p.amount)}</span>
          </div>
          <div className="flex justify-between gap-2 text-gray-600 text-xs">
            <span className="capitalize">{p.status}</span>
            <span className="break-all">Ref: {p.transaction_id ?? 'N/A'}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
