import { type PreferredLanguage, siteLanguageOf } from '@arrears/domain';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth, useOptionalAuth } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';
import { readLanguageCookie, writeLanguageCookie } from './language-cookie';

export interface LanguageControl {
  current: PreferredLanguage;
  /** Switches the page (i18next, <html lang>), the cookie, and a signed-in debtor's kept choice. */
  setLanguage: (language: PreferredLanguage) => Promise<void>;
}

/** The site language (decision 0072): what the page shows now and the one way to change it. */
export function useLanguage(): LanguageControl {
  const { i18n } = useTranslation();
  // The chat panel's switch also works where no session provider is mounted.
  const user = useOptionalAuth()?.user;
  const current = siteLanguageOf(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  const isDebtor = user?.role === 'debtor';
  const setLanguage = useCallback(
    async (language: PreferredLanguage) => {
      writeLanguageCookie(language);
      await i18n.changeLanguage(language);
      // The cookie already keeps the choice on this browser; the user's copy follows it to other browsers.
      if (isDebtor) await apiRequest('PUT', '/api/customer/language', { language }).catch(() => undefined);
    },
    [i18n, isDebtor],
  );
  return { current, setLanguage };
}

/**
 * After a sign-in the server has set the cookie to the debtor's kept choice: the page follows it.
 * Mounted once, inside the auth provider.
 */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const userId = useAuth().user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    const kept = readLanguageCookie();
    if (kept && kept !== i18n.language) void i18n.changeLanguage(kept);
  }, [userId, i18n]);
  return null;
}
