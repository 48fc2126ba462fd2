import { type QuickAccessVerifyBody, quickAccessVerifyBodySchema } from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { BirthDatePicker } from './birth-date-picker';

const EMPTY: QuickAccessVerifyBody = { ssnLast4: '', dateOfBirth: '' };

/** Keeps what can be typed to at most four digits (spec 3 §5: digits only, exactly 4). */
export function onlyDigits(text: string, max = 4): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/** Step one: the last 4 of the SSN and the date of birth. */
export function CredentialsStep({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (values: QuickAccessVerifyBody) => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<QuickAccessVerifyBody>({
    resolver: zodResolver(quickAccessVerifyBodySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const ssn = register('ssnLast4');

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="space-y-5"
      aria-label="Verify your identity"
    >
      <TextField
        label="Last 4 digits of SSN"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        error={errors.ssnLast4?.message}
        {...ssn}
        onChange={(event) => {
          event.target.value = onlyDigits(event.target.value);
          return ssn.onChange(event);
        }}
      />
      <Controller
        control={control}
        name="dateOfBirth"
        render={({ field, fieldState }) => (
          <BirthDatePicker
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" fullWidth disabled={pending}>
        {pending ? 'Verifying...' : 'Continue'}
      </Button>
    </form>
  );
}
