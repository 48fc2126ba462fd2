import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Catalogue = { [key: string]: string | Catalogue };

/** English text → key, per English `messages` bundle (built once per catalogue object). */
const reverse = new WeakMap<object, Map<string, string>>();

function keyOf(i18n: I18n, namespace: string, english: string): string | undefined {
  const messages = (i18n.getResourceBundle('en', namespace) as Catalogue | undefined)?.messages;
  if (!messages || typeof messages !== 'object') return undefined;
  let map = reverse.get(messages);
  if (!map) {
    map = new Map();
    for (const [key, text] of Object.entries(messages))
      if (typeof text === 'string') map.set(text, `messages.${key}`);
    reverse.set(messages, map);
  }
  return map.get(english);
}

/**
 * Shows a message the domain or the server wrote in English (a zod message, an API error) in the page's language
 * (decision 0072): the feature's catalogue lists it under `messages` with the domain's text verbatim as the
 * English value, so the domain's contracts and the server's answers stay English. An unknown text is shown as sent.
 */
export function useMessageText(namespace: string): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation(namespace);
  return useCallback(
    (message) => {
      if (!message) return message;
      const own = keyOf(i18n, namespace, message);
      if (own) return t(own);
      const shared = keyOf(i18n, 'common', message);
      return shared ? t(shared, { ns: 'common' }) : message;
    },
    [t, i18n, namespace],
  );
}
