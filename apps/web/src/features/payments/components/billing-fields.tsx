import { type FieldErrors, useFormContext } from 'react-hook-form';
import { TextField } from '@/ui/field';
import type { CardPaymentFormValues } from '../card-form-schema';
import { usePaymentWords } from '../payment-words';
import { reformatted } from './reformat-input';

const stateLetters = (value: string) =>
  value
    .replace(/[^a-z]/gi, '')
    .slice(0, 2)
    .toUpperCase();
const zipDigits = (value: string) => value.replace(/\D/g, '').slice(0, 5);

/**
 * The cardholder's name and billing address (address and ZIP feed the processor's AVS check). The columns
 * follow the form's own width, not the screen's: in the chat's narrow panel State and ZIP share a row.
 */
export function BillingFields({ idPrefix }: { idPrefix: string }) {
  const { register, formState } = useFormContext<CardPaymentFormValues>();
  const errors: FieldErrors<CardPaymentFormValues>['billingInfo'] = formState.errors.billingInfo;
  const { t, messageText } = usePaymentWords();
  return (
    <div className="grid grid-cols-2 gap-4 @lg:grid-cols-6">
      <TextField
        id={`${idPrefix}-first-name`}
        className="col-span-2 @lg:col-span-3"
        label={t('form.firstName')}
        autoComplete="cc-given-name"
        error={messageText(errors?.firstName?.message)}
        {...register('billingInfo.firstName')}
      />
      <TextField
        id={`${idPrefix}-last-name`}
        className="col-span-2 @lg:col-span-3"
        label={t('form.lastName')}
        autoComplete="cc-family-name"
        error={messageText(errors?.lastName?.message)}
        {...register('billingInfo.lastName')}
      />
      <TextField
        id={`${idPrefix}-address`}
        className="col-span-2 @lg:col-span-6"
        label={t('form.address')}
        autoComplete="billing street-address"
        error={messageText(errors?.address?.message)}
        {...register('billingInfo.address')}
      />
      <TextField
        id={`${idPrefix}-city`}
        className="col-span-2 @lg:col-span-3"
        label={t('form.city')}
        autoComplete="billing address-level2"
        error={messageText(errors?.city?.message)}
        {...register('billingInfo.city')}
      />
      <TextField
        id={`${idPrefix}-state`}
        className="@lg:col-span-1"
        label={t('form.state')}
        autoComplete="billing address-level1"
        maxLength={2}
        error={messageText(errors?.state?.message)}
        {...reformatted(register('billingInfo.state'), stateLetters)}
      />
      <TextField
        id={`${idPrefix}-zip`}
        className="@lg:col-span-2"
        label={t('form.zip')}
        inputMode="numeric"
        autoComplete="billing postal-code"
        maxLength={5}
        error={messageText(errors?.zip?.message)}
        {...reformatted(register('billingInfo.zip'), zipDigits)}
      />
    </div>
  );
}
