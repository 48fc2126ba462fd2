import { REGISTER_DEBTOR_LIMITS } from '@arrears/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/use-message-text';
import { TextField } from '@/ui/field';

/** The account number printed on the agency's letter: the third proof of both registrations. */
export function AccountNumberField({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation('identity');
  const messageText = useMessageText('identity');
  return (
    <TextField
      label={t('fields.accountNumber')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      hint={t('fields.accountNumberHint')}
      maxLength={REGISTER_DEBTOR_LIMITS.accountNumberMax}
      error={messageText(error)}
      {...field}
    />
  );
}
