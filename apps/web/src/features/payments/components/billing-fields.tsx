import { type FieldErrors, useFormContext } from 'react-hook-form';
import { TextField } from '@/ui/field';
import type { CardPaymentFormValues } from '../card-form-schema';
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
  return (
    <div className="grid grid-cols-2 gap-4 @lg:grid-cols-6">
      <TextField
        id={`${idPrefix}-first-name`}
        className="col-span-2 @lg:col-span-3"
        label="First Name"
        autoComplete="cc-given-name"
        error={errors?.firstName?.message}
        {...register('billingInfo.firstName')}
      />
      <TextField
        id={`${idPrefix}-last-name`}
        className="col-span-2 @lg:col-span-3"
        label="Last Name"
        autoComplete="cc-family-name"
        error={errors?.lastName?.message}
        {...register('billingInfo.lastName')}
      />
      <TextField
        id={`${idPrefix}-address`}
        className="col-span-2 @lg:col-span-6"
        label="Billing Address"
        autoComplete="billing street-address"
        error={errors?.address?.message}
        {...register('billingInfo.address')}
      />
      <TextField
        id={`${idPrefix}-city`}
        className="col-span-2 @lg:col-span-3"
        label="City"
        autoComplete="billing address-level2"
        error={errors?.city?.message}
        {...register('billingInfo.city')}
      />
      <TextField
        id={`${idPrefix}-state`}
        className="@lg:col-span-1"
        label="State"
        autoComplete="billing address-level1"
        maxLength={2}
        error={errors?.state?.message}
        {...reformatted(register('billingInfo.state'), stateLetters)}
      />
      <TextField
        id={`${idPrefix}-zip`}
        className="@lg:col-span-2"
        label="ZIP Code"
        inputMode="numeric"
        autoComplete="billing postal-code"
        maxLength={5}
        error={errors?.zip?.message}
        {...reformatted(register('billingInfo.zip'), zipDigits)}
      />
    </div>
  );
}
