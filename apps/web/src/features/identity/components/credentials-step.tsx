import { type QuickAccessVerifyBody, quickAccessVerifyBodySchema } from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/ui/button';
import { BirthDateField } from './birth-date-field';
import { SsnLast4Field } from './ssn-last4-field';

const EMPTY: QuickAccessVerifyBody = { ssnLast4: '', dateOfBirth: '' };

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

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="space-y-5"
      aria-label="Verify your identity"
    >
      <SsnLast4Field field={register('ssnLast4')} error={errors.ssnLast4?.message} />
      <BirthDateField control={control} />
      <Button type="submit" fullWidth disabled={pending}>
        {pending ? 'Verifying...' : 'Continue'}
      </Button>
    </form>
  );
}
