import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/ui/cn';
import { inputClasses } from '@/ui/field';

/** A label with the required mark of docs/product/disputes.md ('*'), which screen readers skip (the input says required). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="block font-medium text-gray-800 text-sm">
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-danger-700">
          *
        </span>
      )}
    </label>
  );
}

/** The error under a control, tied to it by id (aria-describedby). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-danger-700 text-sm">
      {message}
    </p>
  );
}

/** Props a control needs to say it is required and invalid, and where its error is. */
export function controlProps(id: string, error: string | undefined, required = false) {
  return {
    id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: cn(inputClasses, error ? 'border-danger-700' : 'border-gray-300'),
  } as const;
}

export function TextArea(props: ComponentProps<'textarea'>) {
  return <textarea rows={4} {...props} className={cn(props.className, 'min-h-24')} />;
}
