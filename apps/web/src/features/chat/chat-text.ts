import { siteLanguageOf } from '@arrears/domain';
import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChatChoice, choiceKey } from './chat-intents';

type Catalogue = { [key: string]: string | Catalogue };

/** The catalogue sections the assistant's lines are made of (the domain's English, verbatim). */
const LINE_SECTIONS = ['messages', 'callIntents', 'callAnswer', 'plan'] as const;

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
  /** The catalogue the key is in: the chat's own, or the shared one (`common`). */
  ns: string;
}

const templates = new WeakMap<object, Template[]>();

function collect(node: Catalogue, path: string, ns: string, into: Template[]) {
  for (const [name, value] of Object.entries(node)) {
    const key = `${path}.${name}`;
    if (typeof value !== 'string') {
      collect(value, key, ns, into);
      continue;
    }
    const names: string[] = [];
    const source = value
      .split(/\{(\w+)\}/)
      .map((part, index) => {
        if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return '(.+?)';
      })
      .join('');
    into.push({ key, pattern: new RegExp(`^${source}$`), names, ns });
  }
}

/** The English lines of these sections of one namespace's catalogue as patterns, built once per catalogue object. */
function templatesOf(i18n: I18n, ns: string, sections: readonly string[]): Template[] {
  const bundle = i18n.getResourceBundle('en', ns) as Catalogue | undefined;
  if (!bundle) return [];
  let found = templates.get(bundle);
  if (!found) {
    found = [];
    for (const section of sections) {
      const node = bundle[section];
      if (node && typeof node !== 'string') collect(node, section, ns, found);
    }
    templates.set(bundle, found);
  }
  return found;
}

/**
 * Every English line of the assistant as a pattern: the chat's own first, then the shared `messages` (the
 * identity check's refusals, such as its throttle, reach the chat as the domain's English too).
 */
function lineTemplates(i18n: I18n): Template[] {
  return [...templatesOf(i18n, 'chat', LINE_SECTIONS), ...templatesOf(i18n, 'common', ['messages'])];
}

/**
 * One English line in the page's language: the line is matched against the catalogue's English (its values,
 * such as the phone or the amount, are read back out of it) and said again with the Spanish. A list item
 * ("• ...") keeps its bullet. A line the catalogue does not know (an address, a name) is shown as sent.
 */
export function translateLine(
  i18n: I18n,
  t: (key: string, values?: Record<string, string>) => string,
  line: string,
): string {
  const bullet = line.startsWith('• ') ? '• ' : '';
  const body = line.slice(bullet.length);
  for (const { key, pattern, names, ns } of lineTemplates(i18n)) {
    const match = pattern.exec(body);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
    return bullet + t(key, { ...values, ns });
  }
  return line;
}

/**
 * The chat's words in the conversation's language (decision 0074). The conversation's lines are kept as the
 * domain's English and said in the page's language when shown, so a switch mid-conversation re-says them all.
 */
export function useChatText() {
  const { t, i18n } = useTranslation('chat');
  const current = siteLanguageOf(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  const say = useCallback(
    (text: string) =>
      current === 'en'
        ? text
        : text
            .split('\n')
            .map((line) => translateLine(i18n, t, line))
            .join('\n'),
    [current, i18n, t],
  );
  const label = useCallback((choice: ChatChoice) => t(choiceKey(choice)), [t]);
  return { t, language: current, say, label };
}
