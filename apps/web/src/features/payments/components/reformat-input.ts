import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A registration whose input is rewritten while typing (groups of 4, digits only, upper case)
 * before react-hook-form reads it.
 */
export function reformatted(registration: UseFormRegisterReturn, format: (value: string) => string) {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value);
      return registration.onChange(event);
    },
  };
}
