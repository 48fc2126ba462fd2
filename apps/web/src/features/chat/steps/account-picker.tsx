import { type ChatAccountInfo, formatAccountNumber, formatMoneyIn } from '@arrears/domain';
import { SelectField } from '@/ui/select-field';
import { useChatText } from '../chat-text';

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
  const { t, language } = useChatText();
  return (
    <div className="space-y-1">
      <p className="text-gray-700 text-sm">{t('messages.chooseAccount')}</p>
      <SelectField
        label={t('menu.account')}
        data-testid="chat-account-select"
        value={String(accountId)}
        onChange={(e) => onChoose(Number(e.target.value))}
        options={accounts.map((a) => ({
          value: String(a.id),
          label: `${formatAccountNumber(a.account_number, a.id)} · ${a.creditor || t('menu.accountFallback')} · ${formatMoneyIn(a.principal_balance, language)}`,
        }))}
      />
    </div>
  );
}
