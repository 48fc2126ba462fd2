import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/use-message-text';
import { TextField } from '@/ui/field';

/** Keeps what can be typed to at most four digits (docs/product/identity.md: digits only, exactly 4). */
export function onlyDigits(text: string, max = 4): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/** The last 4 digits of the SSN: a numeric field that keeps digits only, as typed. */
export function SsnLast4Field({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation('identity');
  const messageText = useMessageText('identity');
  return (
    <TextField
      label={t('fields.ssnLast4')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      error={messageText(error)}
      {...field}
      onChange={(event) => {
        event.target.value = onlyDigits(event.target.value);
        return field.onChange(event);
      }}
    />
  );
}
