import { CARD_LIMITS, EXPIRY_MONTHS, expiryYearOptions, formatCardNumberInput } from '@arrears/domain';
import { type FieldErrors, useFormContext } from 'react-hook-form';
import { TextField } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import type { CardFieldValues } from '../card-form-schema';
import { usePaymentWords } from '../payment-words';
import { reformatted } from './reformat-input';

/** docs/product/payments.md: the expiry years are this year plus 9 more, shown as two digits (as on the card). */
export function expiryYearChoices(now?: Date): string[] {
  return expiryYearOptions(now).map((year) => year.slice(-2));
}

const cvvDigits = (value: string) => value.replace(/\D/g, '').slice(0, CARD_LIMITS.cvvMax);

/**
 * Card number (groups of 4, 19 characters at most), expiry month and year selects and CVV (digits
 * only, 4 at most): the card part of every payment form. Reads the surrounding form's context.
 */
export function CardFields({ idPrefix }: { idPrefix: string }) {
  const { register, formState } = useFormContext<CardFieldValues>();
  const errors: FieldErrors<CardFieldValues> = formState.errors;
  const { t, messageText } = usePaymentWords();
  return (
    // Month, year and CVV share a row once the form is 24rem wide (its own width: the chat is narrow).
    <div className="grid grid-cols-2 gap-4 @sm:grid-cols-3">
      <TextField
        id={`${idPrefix}-card-number`}
        className="col-span-full"
        label={t('form.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={CARD_LIMITS.inputMaxLength}
        error={messageText(errors.cardNumber?.message)}
        {...reformatted(register('cardNumber'), formatCardNumberInput)}
      />
      <SelectField
        id={`${idPrefix}-exp-month`}
        label={t('form.expiryMonth')}
        placeholder="MM"
        options={EXPIRY_MONTHS}
        autoComplete="cc-exp-month"
        error={messageText(errors.expMonth?.message)}
        {...register('expMonth')}
      />
      <SelectField
        id={`${idPrefix}-exp-year`}
        label={t('form.expiryYear')}
        placeholder={t('form.yearPlaceholder')}
        options={expiryYearChoices()}
        autoComplete="cc-exp-year"
        error={messageText(errors.expYear?.message)}
        {...register('expYear')}
      />
      <TextField
        id={`${idPrefix}-cvv`}
        label={t('form.cvv')}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={CARD_LIMITS.cvvMax}
        error={messageText(errors.cvv?.message)}
        {...reformatted(register('cvv'), cvvDigits)}
      />
    </div>
  );
}
