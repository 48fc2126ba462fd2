import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/use-message-text';

/**
 * The words of the password pages: in the site's language on the debtor's side, English on the back
 * office's (decision 0072). `text` shows a domain or server message in the same language.
 */
export function usePasswordPageText(debtorSide: boolean) {
  const { t } = useTranslation('admin-auth', debtorSide ? undefined : { lng: 'en' });
  const messageText = useMessageText('admin-auth');
  const text = useCallback(
    (message: string | undefined) => (debtorSide ? messageText(message) : message),
    [debtorSide, messageText],
  );
  return { t, text };
}
