import { type QuickAccessVerifyBody, quickAccessVerifyBodySchema } from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('identity');
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
      aria-label={t('flow.verifyIdentity')}
    >
      <SsnLast4Field field={register('ssnLast4')} error={errors.ssnLast4?.message} />
      <BirthDateField control={control} />
      <Button type="submit" fullWidth disabled={pending}>
        {pending ? t('credentials.verifying') : t('credentials.continue')}
      </Button>
    </form>
  );
}
