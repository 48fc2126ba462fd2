import { useId } from 'react';
import { cn } from '@/ui/cn';

export interface ChoiceTile<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

/**
 * A radio group drawn as large tiles: a thumb-sized target per choice, the chosen one outlined.
 * Used for the few-choice questions of the plan forms (how often, how to pay, plan or settlement).
 */
export function ChoiceTiles<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  columns = 2,
}: {
  legend: string;
  name: string;
  choices: readonly ChoiceTile<T>[];
  value: T;
  onChange: (value: T) => void;
  columns?: 2 | 3;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-medium text-gray-800 text-sm">{legend}</legend>
      <div className={cn('grid gap-2', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          const chosen = choice.value === value;
          return (
            <label
              key={choice.value}
              htmlFor={inputId}
              className={cn(
                'flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border bg-white px-4 py-3',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                chosen ? 'border-brand-600 bg-brand-50' : 'border-gray-300 hover:border-brand-300',
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={name}
                value={choice.value}
                checked={chosen}
                onChange={() => onChange(choice.value)}
                className="mt-1 size-4 accent-brand-600"
              />
              <span>
                <span className="block font-medium text-gray-900">{choice.label}</span>
                {choice.hint && <span className="block text-gray-700 text-sm">{choice.hint}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
