import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/ui/field';

/** Keeps what can be typed to at most four digits (docs/product/identity.md: digits only, exactly 4). */
export function onlyDigits(text: string, max = 4): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/** The last 4 digits of the SSN: a numeric field that keeps digits only, as typed. */
export function SsnLast4Field({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  return (
    <TextField
      label="Last 4 digits of SSN"
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      error={error}
      {...field}
      onChange={(event) => {
        event.target.value = onlyDigits(event.target.value);
        return field.onChange(event);
      }}
    />
  );
}
