import { BANK_ACCOUNT_TYPES, isValidRoutingNumber, PLAN_MESSAGES } from '@arrears/domain';
import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import type { PlanMethodValues } from '../plan-method-form';

const digitsOnly = (max: number) => (value: string) => value.replace(/\D/g, '').slice(0, max);
const TYPE_LABELS = { checking: 'Checking', savings: 'Savings' } as const;

/**
 * The bank account for ACH: routing number (its ABA checksum checked as it is typed, so a mistyped
 * digit shows at once), account number, checking or savings, and the name on the account.
 */
export function BankFields({ idPrefix }: { idPrefix: string }) {
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
        label="Routing Number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        hint={routingOk ? 'Routing number looks right.' : 'The 9 digits at the bottom left of a check.'}
        error={
          routingOk ? undefined : routingWrong ? PLAN_MESSAGES.routingNumber : errors.routingNumber?.message
        }
        {...digits('routingNumber', 9)}
      />
      <TextField
        id={`${idPrefix}-account`}
        label="Account Number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
        error={errors.accountNumber?.message}
        {...digits('accountNumber', 17)}
      />
      <SelectField
        id={`${idPrefix}-account-type`}
        label="Account Type"
        options={BANK_ACCOUNT_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
        error={errors.accountType?.message}
        {...register('accountType')}
      />
      <TextField
        id={`${idPrefix}-name-on-account`}
        label="Name on Account"
        autoComplete="name"
        error={errors.nameOnAccount?.message}
        {...register('nameOnAccount')}
      />
    </div>
  );
}
