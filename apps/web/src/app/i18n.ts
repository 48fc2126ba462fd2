import { PREFERRED_LANGUAGES, type PreferredLanguage } from '@arrears/domain';
import i18next, { type Resource } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';

/**
 * The site's languages (decision 0072): i18next with ICU messages, one catalogue pair per feature
 * (features/<area>/i18n/{en,es}.json, namespace <area>) and the shell's words (app/i18n, namespace `common`).
 * Found by glob, so a feature adds its pair without an edit here. English is the fallback for every key.
 */
type Catalogue = Record<string, unknown>;
const featureFiles = import.meta.glob<Catalogue>('../features/*/i18n/*.json', {
  eager: true,
  import: 'default',
});
const commonFiles = import.meta.glob<Catalogue>('./i18n/*.json', { eager: true, import: 'default' });

/** Every catalogue as { language: { namespace: messages } }. */
export function catalogueResources(): Resource {
  const resources: Resource = { en: {}, es: {} };
  const add = (path: string, namespace: string, messages: Catalogue) => {
    const language = /\/(\w+)\.json$/.exec(path)?.[1];
    if (language && language in resources) resources[language][namespace] = messages;
  };
  for (const [path, messages] of Object.entries(featureFiles))
    add(path, /features\/([^/]+)\/i18n\//.exec(path)?.[1] ?? '', messages);
  for (const [path, messages] of Object.entries(commonFiles)) add(path, 'common', messages);
  return resources;
}

/** The language the page was served in: the server writes <html lang> from the cookie or Accept-Language. */
export function startingLanguage(): PreferredLanguage {
  if (typeof document === 'undefined') return 'en'; // a node-only test
  return document.documentElement.lang.toLowerCase().startsWith('es') ? 'es' : 'en';
}

const resources = catalogueResources();

void i18next
  .use(ICU)
  .use(initReactI18next)
  .init({
    resources,
    lng: startingLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...PREFERRED_LANGUAGES],
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    // Catalogues are bundled: ready before the first render, no suspense.
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

// <html lang> follows every switch: screen readers and the browser's hyphenation read it.
i18next.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

export { i18next as i18n };
