import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import { CHAT_SESSION_LIFETIME_MS } from '../../sessions/chat-session.store';
import { chatCookieName } from '../../sessions/session-cookie';

/**
 * The chat cookie: HttpOnly (no script reads it), SameSite=Strict (the chat runs on our own pages
 * only, so no cross-site request ever needs it), Secure in production
 * (then named `__Host-arrears_chat`: see auth/session-cookie.ts).
 */
export function setChatCookie(deps: AppDeps, reply: FastifyReply, token: string): void {
  reply.setCookie(chatCookieName(deps.config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.isProduction,
    maxAge: Math.floor(CHAT_SESSION_LIFETIME_MS / 1000),
  });
}

export function clearChatCookie(deps: AppDeps, reply: FastifyReply): void {
  reply.clearCookie(chatCookieName(deps.config), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.isProduction,
  });
}
