import { type ChatAccountInfo, formatAccountNumber, formatMoneyIn, orNotAvailable } from '@arrears/domain';
import { useChatText } from '../chat-text';
import { BalanceBreakdown } from './balance-breakdown';

/** docs/product/chat.md: the balance from principal_balance, with the account's details. */
export function BalanceView({ account }: { account: ChatAccountInfo }) {
  const { t, language } = useChatText();
  const balance = formatMoneyIn(account.principal_balance, language);
  const number = formatAccountNumber(account.account_number, account.id);
  const cityLine = [account.city, [account.state, account.zip_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const rows: Array<[string, string]> = [
    [t('balance.name'), orNotAvailable(`${account.first_name} ${account.last_name}`.trim())],
    [t('balance.accountNumber'), number],
    [t('balance.address'), orNotAvailable([account.address1, cityLine].filter(Boolean).join(', '))],
    [t('balance.creditor'), orNotAvailable(account.creditor)],
  ];
  return (
    <section aria-label={t('balance.label')} data-testid="chat-balance" className="space-y-3">
      <p className="text-gray-900 text-sm">{t('messages.balance', { account: number, balance })}</p>
      <p className="font-bold text-3xl text-brand-800 tabular-nums">{balance}</p>
      <BalanceBreakdown accountId={account.id} />
      <dl className="divide-y divide-gray-200 rounded-lg border border-gray-200 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-3 px-3 py-2">
            <dt className="text-gray-600">{label}</dt>
            <dd className="break-words font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
