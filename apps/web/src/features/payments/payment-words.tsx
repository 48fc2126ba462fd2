import { formatCentsIn, formatMoneyIn, type PreferredLanguage, siteLanguageOf } from '@arrears/domain';
import type { TFunction } from 'i18next';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/use-message-text';

/**
 * The payment screens' words (decision 0072), in the page's language. The card form is shared
 * with the back office's agents, who stay in English: their form is wrapped in `PaymentWordsIn language="en"`.
 */
const FixedLanguage = createContext<PreferredLanguage | undefined>(undefined);

export function PaymentWordsIn({
  language,
  children,
}: {
  language?: PreferredLanguage;
  children: ReactNode;
}) {
  return <FixedLanguage.Provider value={language}>{children}</FixedLanguage.Provider>;
}

export interface PaymentWords {
  t: TFunction<'payments'>;
  language: PreferredLanguage;
  /** A domain or server message (English) in the page's language; unknown texts as sent. */
  messageText: (message: string | undefined) => string | undefined;
  money: (amount: string | number | null | undefined) => string;
  cents: (cents: number) => string;
}

export function usePaymentWords(): PaymentWords {
  const fixed = useContext(FixedLanguage);
  const { t, i18n } = useTranslation('payments', { lng: fixed });
  // As useLanguage reads it, without needing the signed-in user: the chat and agents' forms use these words too.
  const language = fixed ?? siteLanguageOf(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  const translated = useMessageText('payments');
  const messageText = useCallback(
    (message: string | undefined) => (language === 'en' ? message : translated(message)),
    [language, translated],
  );
  return {
    t,
    language,
    messageText,
    money: (amount) => formatMoneyIn(amount, language),
    cents: (cents) => formatCentsIn(cents, language),
  };
}
