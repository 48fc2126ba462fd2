import { REGISTER_DEBTOR_LIMITS } from '@arrears/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/ui/field';

/** The account number printed on the agency's letter: the third proof of both registrations. */
export function AccountNumberField({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  return (
    <TextField
      label="Account Number"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      hint="Printed on the letter we sent you, for example ACC-100003."
      maxLength={REGISTER_DEBTOR_LIMITS.accountNumberMax}
      error={error}
      {...field}
    />
  );
}
