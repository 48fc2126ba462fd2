import type { PreferredLanguage } from '@arrears/domain';
import type { FastifyRequest } from 'fastify';
import { requestLanguageOf } from './language-cookie';
import { t } from './t';

/** The chat's texts the server itself sends (errors the widget shows as they arrive). */
export const CHAT_ANSWER_KEYS = [
  'tooManyRequests',
  'verificationFailed',
  'noneOfThese',
  'sessionRequired',
  'notYourAccount',
  'wrongPartyInvalid',
] as const;
export type ChatAnswerKey = (typeof CHAT_ANSWER_KEYS)[number];

/**
 * A chat text in this language, its `{placeholders}` filled, from the chat's catalogue (i18n/, `answers`):
 * the English is the spec's text (CHAT_MESSAGES), the Spanish word for word the web chat catalogue's
 * (decision 0074; chat-spanish.test.ts holds all three together), so the assistant says one thing in one Spanish.
 */
export function chatAnswerIn(
  language: PreferredLanguage,
  key: ChatAnswerKey,
  values: Record<string, string> = {},
): string {
  return t(language, `chat:answers.${key}`, values);
}

/**
 * A chat text in the conversation's language: the widget's requests carry the site's language cookie
 * (arrears_lang, set by the panel's switch), else the browser's Accept-Language, else English.
 */
export function chatAnswer(
  request: FastifyRequest,
  key: ChatAnswerKey,
  values: Record<string, string> = {},
): string {
  return chatAnswerIn(requestLanguageOf(request), key, values);
}
