import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ENGLISH_UI_WORDS, UiWordsProvider } from '@/ui/ui-words';

/** The design system's own words from the `common` catalogue, in the site's language (decision 0072). */
export function TranslatedUiWords({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const words = {
    tryAgain: t('ui.tryAgain'),
    notification: t('ui.notification'),
    notifications: t('ui.notifications', { hotkey: 'F8' }),
    close: t('ui.close'),
    loading: (what: string) => t('ui.loading', { what }),
    loadFailed: (what: string) => t('ui.loadFailed', { what }),
  };
  return <UiWordsProvider words={words}>{children}</UiWordsProvider>;
}

/** The back office stays English whatever the site's language. */
export function EnglishUiWords({ children }: { children: ReactNode }) {
  return <UiWordsProvider words={ENGLISH_UI_WORDS}>{children}</UiWordsProvider>;
}
