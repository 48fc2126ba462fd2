import { type ComponentProps, useId } from 'react';
import { cn } from './cn';

/** Inputs, textareas and selects alike; a select gets its own chevron (styles.css, select-chevron). */
export const inputClasses =
  'block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ' +
  'disabled:cursor-not-allowed disabled:bg-gray-100 [&:is(select)]:select-chevron';

export interface InputProps extends ComponentProps<'input'> {
  invalid?: boolean;
}

export function Input({ invalid, className, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(inputClasses, invalid ? 'border-danger-700' : 'border-gray-300', className)}
      {...props}
    />
  );
}

export interface TextFieldProps extends Omit<InputProps, 'invalid'> {
  label: string;
  /** The validation message shown under the input; marks the input invalid. */
  error?: string;
  /** A short help text shown under the input. */
  hint?: string;
}

/**
 * A labelled input with its hint and error: the label is always visible, the error is tied to the
 * input with aria-describedby and aria-invalid. Pass react-hook-form's register(...) spread.
 */
export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint && !error ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block font-medium text-gray-800 text-sm">
        {label}
      </label>
      <Input id={inputId} invalid={Boolean(error)} aria-describedby={describedBy} {...inputProps} />
      {hint && !error && (
        <p id={hintId} className="text-gray-600 text-sm">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-danger-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
