import { type ComponentProps, useId } from 'react';
import { cn } from './cn';
import { inputClasses } from './field';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string;
  /** The first, empty choice ("MM", "YY", "Any"); none when every choice is a value. */
  placeholder?: string;
  /** Values shown as they are, or value and label pairs. */
  options: readonly (string | { value: string; label: string })[];
}

/** A labelled select with its error tied to it (aria-describedby), like TextField. */
export function SelectField({
  label,
  error,
  placeholder,
  options,
  id,
  className,
  ...props
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={selectId} className="block font-medium text-gray-800 text-sm">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={cn(inputClasses, error ? 'border-danger-700' : 'border-gray-300')}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {error && (
        <p id={errorId} className="text-danger-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
