import { LOCALE_OF, type PreferredLanguage } from '@arrears/domain';
import { IntlMessageFormat } from 'intl-messageformat';
import { flatten, readCatalogues } from './catalogues';

export type Lang = PreferredLanguage;
export type MessageValues = Record<string, string | number>;

let messages: Map<string, string> | null = null;
const compiled = new Map<string, IntlMessageFormat>();

/** `<lang>|<area>:<dotted key>` → message, read once on first use. */
function allMessages(): Map<string, string> {
  if (messages) return messages;
  const loaded = new Map<string, string>();
  for (const [area, pair] of readCatalogues()) {
    for (const lang of ['en', 'es'] as const) {
      for (const [key, message] of flatten(pair[lang])) loaded.set(`${lang}|${area}:${key}`, message);
    }
  }
  messages = loaded;
  return loaded;
}

/**
 * The message `area:key` (e.g. 'telephony:smsReplies.stop') in `lang`, with ICU `values` filled in.
 * A key missing from the catalogues is a programming error: it throws rather than send a blank.
 */
export function t(lang: Lang, key: string, values: MessageValues = {}): string {
  const id = `${lang}|${key}`;
  let format = compiled.get(id);
  if (!format) {
    const message = allMessages().get(id);
    if (message === undefined) throw new Error(`No ${lang} message for ${key}`);
    format = new IntlMessageFormat(message, LOCALE_OF[lang], undefined, { ignoreTag: true });
    compiled.set(id, format);
  }
  return String(format.format(values));
}

/** A `t` bound to one language and area: `const m = messagesFor('es', 'telephony'); m('smsReplies.stop', {...})`. */
export function messagesFor(lang: Lang, area: string) {
  return (key: string, values?: MessageValues) => t(lang, `${area}:${key}`, values);
}
