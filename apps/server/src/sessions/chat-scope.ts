import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { HttpError } from '../http-error';
import { chatAnswer } from '../i18n/chat-answers';
import { recordSecurityEvent } from '../security/security-events';
import { type ChatSessionInfo, chatSessionsOf } from './chat-session.store';

/** The request's live chat session, or 401 (the widget then asks the visitor to verify again). */
export function chatSessionOf(request: FastifyRequest): ChatSessionInfo {
  if (!request.chatSession) throw new HttpError(401, chatAnswer(request, 'sessionRequired'));
  return request.chatSession;
}

/**
 * The chat session, if it covers this account: a verified debtor reaches only the accounts of the
 * identity they proved. Another id answers 403 and is recorded (someone probing ids).
 */
export async function requireChatAccount(
  deps: AppDeps,
  request: FastifyRequest,
  accountId: number,
): Promise<ChatSessionInfo> {
  const chat = chatSessionOf(request);
  if (chat.accountIds.includes(accountId)) return chat;
  await recordSecurityEvent(deps.db, {
    type: 'chat_scope_denied',
    success: false,
    description: `Chat session refused account ${accountId}: ${request.method} ${request.routeOptions.url}`,
    origin: request.origin,
    details: { accountId },
    riskLevel: 'MEDIUM',
  });
  throw new HttpError(403, chatAnswer(request, 'notYourAccount'));
}

/**
 * The accounts a debtorId of the spec's calls reaches (decision 0047): an account id reaches that
 * account (requireChatAccount); the handle /api/chat/verify gave reaches every account of the
 * session it started, once its address was confirmed. Another session's handle, or one not yet
 * confirmed, is refused like another account: 403, recorded.
 */
export async function requireChatDebtor(
  deps: AppDeps,
  request: FastifyRequest,
  debtorId: string | number,
): Promise<{ chat: ChatSessionInfo; accountIds: number[]; byHandle: boolean }> {
  if (typeof debtorId === 'number') {
    const chat = await requireChatAccount(deps, request, debtorId);
    return { chat, accountIds: [debtorId], byHandle: false };
  }
  const chat = chatSessionOf(request);
  const given = Buffer.from(chatSessionsOf(deps).handleHashOf(debtorId));
  const own = Buffer.from(chat.handleHash ?? '');
  if (given.length === own.length && timingSafeEqual(given, own)) {
    return { chat, accountIds: chat.accountIds, byHandle: true };
  }
  await recordSecurityEvent(deps.db, {
    type: 'chat_scope_denied',
    success: false,
    description: `Chat session refused a debtor_id that is not its own: ${request.method} ${request.routeOptions.url}`,
    origin: request.origin,
    details: { handle: 'not_this_session' },
    riskLevel: 'MEDIUM',
  });
  throw new HttpError(403, chatAnswer(request, 'notYourAccount'));
}
