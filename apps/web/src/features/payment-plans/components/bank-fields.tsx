import { BANK_ACCOUNT_TYPES, isValidRoutingNumber, PLAN_MESSAGES } from '@arrears/domain';
import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useMessageText } from '@/lib/use-message-text';
import { TextField } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import type { PlanMethodValues } from '../plan-method-form';
import { usePlanWords } from '../plan-words';

const digitsOnly = (max: number) => (value: string) => value.replace(/\D/g, '').slice(0, max);

/**
 * The bank account for ACH: routing number (its ABA checksum checked as it is typed, so a mistyped
 * digit shows at once), account number, checking or savings, and the name on the account.
 */
export function BankFields({ idPrefix, localized = false }: { idPrefix: string; localized?: boolean }) {
  const { t } = usePlanWords(localized);
  const shown = useMessageText('payment-plans');
  // The back office keeps the domain's English messages as they are.
  const messageText = (message: string | undefined) => (localized ? shown(message) : message);
  const { register, formState, watch } = useFormContext<PlanMethodValues>();
  const errors = formState.errors;
  const routing = watch('routingNumber');
  const routingOk = routing.length === 9 && isValidRoutingNumber(routing);
  const routingWrong = routing.length === 9 && !routingOk;
  const digits = (name: 'routingNumber' | 'accountNumber', max: number) => {
    const registration = register(name);
    return {
      ...registration,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = digitsOnly(max)(event.target.value);
        return registration.onChange(event);
      },
    };
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-routing`}
        label={t('method.routingNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        hint={routingOk ? t('method.routingOk') : t('method.routingHint')}
        error={
          routingOk
            ? undefined
            : messageText(routingWrong ? PLAN_MESSAGES.routingNumber : errors.routingNumber?.message)
        }
        {...digits('routingNumber', 9)}
      />
      <TextField
        id={`${idPrefix}-account`}
        label={t('method.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
        error={messageText(errors.accountNumber?.message)}
        {...digits('accountNumber', 17)}
      />
      <SelectField
        id={`${idPrefix}-account-type`}
        label={t('method.accountType')}
        options={BANK_ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`method.${type}`) }))}
        error={messageText(errors.accountType?.message)}
        {...register('accountType')}
      />
      <TextField
        id={`${idPrefix}-name-on-account`}
        label={t('method.nameOnAccount')}
        autoComplete="name"
        error={messageText(errors.nameOnAccount?.message)}
        {...register('nameOnAccount')}
      />
    </div>
  );
}
