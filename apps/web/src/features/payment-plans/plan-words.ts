import type { PreferredLanguage } from '@arrears/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/features/language';

export interface PlanWords {
  t: TFunction;
  language: PreferredLanguage;
}

/**
 * The plan screens' words (namespace payment-plans). The debtor's page is `localized` and follows the site's
 * language; the parts the agent's dialog shares keep English there (the back office stays English) whatever
 * the browser's language.
 */
export function usePlanWords(localized: boolean): PlanWords {
  const { i18n } = useTranslation('payment-plans');
  const current = useLanguage().current;
  const language: PreferredLanguage = localized ? current : 'en';
  const t = useMemo(() => i18n.getFixedT(language, 'payment-plans'), [i18n, language]);
  return { t, language };
}
