import type { PreferredLanguage } from '@arrears/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './use-language';

/** Each language named in itself, so a reader finds their own whatever the page is in now. */
const OPTIONS: readonly { language: PreferredLanguage; label: string }[] = [
  { language: 'en', label: 'English' },
  { language: 'es', label: 'Español' },
];

const TONES = {
  light: {
    idle: 'text-brand-800 hover:bg-brand-50',
    active: 'bg-brand-50 text-gray-900',
    bar: 'text-gray-400',
  },
  dark: { idle: 'text-gray-200 hover:bg-white/10', active: 'bg-white/15 text-white', bar: 'text-gray-500' },
} as const;

/**
 * "English | Español" (decision 0072): two toggle buttons in a labelled group, the chosen one pressed. Each label
 * carries its own lang so a screen reader speaks "Español" in Spanish on an English page and the reverse.
 */
export function LanguageSwitch({
  tone = 'light',
  className = '',
}: {
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const { t } = useTranslation('common');
  const { current, setLanguage } = useLanguage();
  const colors = TONES[tone];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a form's fieldset.
    <div
      role="group"
      aria-label={t('language.switchLabel')}
      className={`flex items-center text-sm ${className}`}
      data-testid="language-switch"
    >
      {OPTIONS.map(({ language, label }, index) => (
        <span key={language} className="flex items-center">
          {index > 0 && (
            <span aria-hidden="true" className={`px-0.5 ${colors.bar}`}>
              |
            </span>
          )}
          <button
            type="button"
            lang={language}
            aria-pressed={current === language}
            onClick={() => void setLanguage(language)}
            className={`min-h-11 rounded-md px-2 font-medium underline-offset-4 ${
              current === language ? `${colors.active} font-semibold` : `${colors.idle} underline`
            }`}
          >
            {label}
          </button>
        </span>
      ))}
    </div>
  );
}
