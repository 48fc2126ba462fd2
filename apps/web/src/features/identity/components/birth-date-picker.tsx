import {
  birthYearOptions,
  daysInMonth,
  isoBirthDate,
  LOCALE_OF,
  MONTH_NAMES,
  type PreferredLanguage,
  parseIsoDate,
} from '@arrears/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';
import { inputClasses } from '@/ui/field';

interface Parts {
  month: number | null;
  day: number | null;
  year: number | null;
}

const EMPTY: Parts = { month: null, day: null, year: null };
const YEARS = birthYearOptions();
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** The month names in the reader's language: English keeps the spec's list, Spanish is es-US's own ("noviembre"). */
const SPANISH_MONTHS = MONTH_NAMES.map((_, i) =>
  new Intl.DateTimeFormat(LOCALE_OF.es, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, i, 1)),
  ),
);
function monthNamesIn(language: string): readonly string[] {
  return (language as PreferredLanguage) === 'es' ? SPANISH_MONTHS : MONTH_NAMES;
}

function partsOf(value: string): Parts {
  return parseIsoDate(value) ?? EMPTY;
}

export interface BirthDatePickerProps {
  /** 'YYYY-MM-DD', or '' until month, day and year are all chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The group's legend. */
  label?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * The date of birth as three selects (docs/product/identity.md): month, day, year. The days follow the month and
 * year (a day the new month or year does not have is cleared); the years run 100 back from 2007.
 * It reports 'YYYY-MM-DD' once all three are chosen, '' otherwise. Used by quick access and the chat.
 */
export function BirthDatePicker({ value, onChange, onBlur, label, error, disabled }: BirthDatePickerProps) {
  const id = useId();
  const { t, i18n } = useTranslation('identity');
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // The owner may set the value (a form reset): the selects follow it.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== isoBirthDate(parts.year, parts.month, parts.day)) setParts(partsOf(value));
  }

  const update = (change: Partial<Parts>) => {
    const next = { ...parts, ...change };
    if (next.month !== null && next.day !== null && next.day > daysInMonth(next.month, next.year)) {
      next.day = null;
    }
    setParts(next);
    const iso = isoBirthDate(next.year, next.month, next.day);
    if (iso !== value) onChange(iso);
  };
  const numberOf = (text: string) => (text === '' ? null : Number(text));
  const dayCount = parts.month === null ? 31 : daysInMonth(parts.month, parts.year);

  const errorId = `${id}-error`;
  const selectProps = {
    disabled,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: cn(inputClasses, error ? 'border-danger-700' : 'border-gray-300'),
  } as const;

  // Each select is at least as wide as its longest choice ("September", "1988"): on a form narrower
  // than 22rem Month takes its own row above Day and Year; from 22rem the three share one row. The
  // query container wraps the fieldset: inside it, Chromium drops its layout when the error line is added.
  return (
    <div className="@container">
      <fieldset className="space-y-1.5">
        <legend className="mb-1.5 block font-medium text-gray-800 text-sm">
          {label ?? t('fields.dateOfBirth')}
        </legend>
        <div className="grid grid-cols-2 gap-x-2 gap-y-3 @[22rem]:grid-cols-[minmax(max-content,1.6fr)_minmax(max-content,1fr)_minmax(max-content,1.15fr)]">
          <div className="col-span-2 @[22rem]:col-span-1">
            <label htmlFor={`${id}-month`} className="mb-1 block text-gray-700 text-xs">
              {t('fields.month')}
            </label>
            <select
              id={`${id}-month`}
              value={parts.month ?? ''}
              onChange={(e) => update({ month: numberOf(e.target.value) })}
              autoComplete="bday-month"
              {...selectProps}
            >
              <option value="">{t('fields.month')}</option>
              {monthNamesIn(i18n.language).map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-day`} className="mb-1 block text-gray-700 text-xs">
              {t('fields.day')}
            </label>
            <select
              id={`${id}-day`}
              value={parts.day ?? ''}
              onChange={(e) => update({ day: numberOf(e.target.value) })}
              autoComplete="bday-day"
              {...selectProps}
            >
              <option value="">{t('fields.day')}</option>
              {DAYS.slice(0, dayCount).map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-year`} className="mb-1 block text-gray-700 text-xs">
              {t('fields.year')}
            </label>
            <select
              id={`${id}-year`}
              value={parts.year ?? ''}
              onChange={(e) => update({ year: numberOf(e.target.value) })}
              autoComplete="bday-year"
              {...selectProps}
            >
              <option value="">{t('fields.year')}</option>
              {YEARS.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
        </div>
        {error && (
          <p id={errorId} className="text-danger-700 text-sm">
            {error}
          </p>
        )}
      </fieldset>
    </div>
  );
}
