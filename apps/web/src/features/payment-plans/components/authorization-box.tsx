import { useId } from 'react';

/**
 * The preauthorized-transfer authorization (Regulation E): the words as the server will keep them,
 * and the box that accepts them — the debtor's own yes in the portal, or the agent's record that
 * the consumer said yes after hearing them read aloud.
 */
export function AuthorizationBox({
  words,
  checked,
  onChange,
  checkLabel,
  error,
  heading = 'Payment authorization',
}: {
  words: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  checkLabel: string;
  error?: string;
  heading?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-gray-900">{heading}</h3>
      <p
        className="rounded-lg border border-gray-200 bg-gray-50 p-4 text-gray-800 leading-relaxed"
        data-testid="authorization-words"
      >
        {words}
      </p>
      <label
        htmlFor={id}
        className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-gray-300 bg-white px-4 py-3"
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
        <span className="font-medium text-gray-900">{checkLabel}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="text-danger-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
