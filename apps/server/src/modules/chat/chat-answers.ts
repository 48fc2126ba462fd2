import { CHAT_MESSAGES, fillChatText, type PreferredLanguage } from '@arrears/domain';
import type { FastifyRequest } from 'fastify';
import { requestLanguageOf } from '../language/language-cookie';

/** The chat's texts the server itself sends (errors the widget shows as they arrive). */
export type ChatAnswerKey =
  | 'tooManyRequests'
  | 'verificationFailed'
  | 'noneOfThese'
  | 'sessionRequired'
  | 'notYourAccount'
  | 'wrongPartyInvalid';

/**
 * Their Spanish (decision 0074), word for word the web chat catalogue's (features/chat/i18n/es.json,
 * `messages`; chat-answers.test.ts holds them together), so the assistant says one thing in one Spanish.
 */
const SPANISH: Record<ChatAnswerKey, string> = {
  tooManyRequests: 'Demasiadas solicitudes desde este dispositivo. Por favor, inténtelo más tarde.',
  verificationFailed:
    'No pude verificar sus datos. Por favor, inténtelo de nuevo o llame al {phone} para recibir ayuda.',
  noneOfThese:
    'No puedo verificarlo sin su dirección. Por favor, revise sus datos e inténtelo de nuevo, o llame al {phone} y nuestro equipo le ayudará.',
  sessionRequired: 'Su sesión de chat terminó. Por favor, verifique su identidad otra vez.',
  notYourAccount: 'Esta sesión de chat solo puede ver la cuenta verificada.',
  wrongPartyInvalid: 'Por favor, escriba un número de teléfono de 10 dígitos.',
};

export const CHAT_ANSWERS_ES: Readonly<Record<ChatAnswerKey, string>> = SPANISH;

/** A chat text in this language, its `{placeholders}` filled; English is the spec's text. */
export function chatAnswerIn(
  language: PreferredLanguage,
  key: ChatAnswerKey,
  values: Record<string, string> = {},
): string {
  return fillChatText(language === 'es' ? SPANISH[key] : CHAT_MESSAGES[key], values);
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
