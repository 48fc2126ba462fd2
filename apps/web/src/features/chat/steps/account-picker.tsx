import { type ChatAccountInfo, formatAccountNumber, formatMoney, CHAT_MESSAGES as M } from '@arrears/domain';
import { SelectField } from '@/ui/select-field';

/** Several accounts: which one the chat works on (balance, payment, dispute, statement, history). */
export function AccountPicker({
  accounts,
  accountId,
  onChoose,
}: {
  accounts: readonly ChatAccountInfo[];
  accountId: number;
  onChoose: (accountId: number) => void;
}) {
  return (
    <div className="space-y-1">
      <p className="text-gray-700 text-sm">{M.chooseAccount}</p>
      <SelectField
        label="Account"
        data-testid="chat-account-select"
        value={String(accountId)}
        onChange={(e) => onChoose(Number(e.target.value))}
        options={accounts.map((a) => ({
          value: String(a.id),
          label: `${formatAccountNumber(a.account_number, a.id)} · ${a.creditor || 'Account'} · ${formatMoney(a.principal_balance)}`,
        }))}
      />
    </div>
  );
}
