import { CHAT_MESSAGES } from '@arrears/domain';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { recordSecurityEvent } from '../security-events/security-events.service';
import type { ChatSessionInfo } from './chat-session.store';

/** The request's live chat session, or 401 (the widget then asks the visitor to verify again). */
export function chatSessionOf(request: FastifyRequest): ChatSessionInfo {
  if (!request.chatSession) throw new HttpError(401, CHAT_MESSAGES.sessionRequired);
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
  throw new HttpError(403, CHAT_MESSAGES.notYourAccount);
}
