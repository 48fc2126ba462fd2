import { AUTH_MESSAGES, requiredStepMessage } from '@arrears/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { chatAnswer } from '../i18n/chat-answers';
import type { RequestOrigin } from '../request-origin';
import { type Access, ROUTE_ACCESS } from '../route-access';
import { recordSecurityEvent } from '../security/security-events';
import type { ChatSessionInfo, ChatSessionStore } from '../sessions/chat-session.store';
import { allowedDuringStep, requiredStepOf } from '../sessions/required-step';
import type { ActiveSession, SessionStore } from '../sessions/session.service';
import { chatCookieName, sessionCookieName } from '../sessions/session-cookie';
import { isAssignedTo } from './assigned-account';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
    /** The live chat session of the chat cookie (API routes only), else null. */
    chatSession: ChatSessionInfo | null;
    origin: RequestOrigin;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** The 403 message of this route when the spec words it (else AUTH_MESSAGES.forbidden). */
    deniedMessage?: string;
  }
}

/** The signed-in session of a request on a route whose access is not 'public'. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new Error('sessionOf() on a route that does not require a session');
  return request.session;
}

type Verdict = 'ok' | 401 | 'chat-401' | 403;

/**
 * The 'signed-in' routes a client user may call (decision 0055): their session, nothing of a
 * debtor's. Every other route a client calls must name the role.
 */
const CLIENT_SESSION_ROUTES: ReadonlySet<string> = new Set(['GET /api/user', 'POST /api/session/extend']);

function isAllowed(
  access: Access,
  session: ActiveSession | null,
  chat: ChatSessionInfo | null,
  chatCookieSent: boolean,
  routeKey: string,
): Verdict {
  if (access === 'public') return 'ok';
  if (access === 'chat') return chat ? 'ok' : 'chat-401';
  if (typeof access === 'object' && 'chat' in access) {
    // A signed-in user is judged by role exactly as before; the chat session counts only without one.
    if (session) return access.roles.includes(session.user.role) ? 'ok' : 403;
    if (chat) return 'ok';
    return chatCookieSent ? 'chat-401' : 401; // the chat's session ended: the widget asks to verify again
  }
  if (!session) return 401;
  if (access === 'signed-in')
    return session.user.role !== 'client' || CLIENT_SESSION_ROUTES.has(routeKey) ? 'ok' : 403;
  const roles: readonly string[] = 'roles' in access ? access.roles : access;
  return roles.includes(session.user.role) ? 'ok' : 403;
}

/**
 * Authentication and authorisation for every route, before the body is validated:
 * cookie → session (idle and absolute expiry) → the route's entry in ROUTE_ACCESS → the user's
 * required step (a password to change, a second factor to enrol: modules/auth/required-step.ts).
 */
export const accessPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      sessions: SessionStore;
      db: Database;
      chatSessions: ChatSessionStore;
      config: Config;
      clock: () => number;
    },
  ) => {
    const sessionCookie = sessionCookieName(opts.config);
    const chatCookie = chatCookieName(opts.config);
    app.decorateRequest('session', null);
    app.decorateRequest('chatSession', null);
    app.decorateRequest('origin', null as unknown as RequestOrigin);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // Fastify adds a HEAD twin to every GET route: it runs the GET handler, so it gets the GET's access.
        const key = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
        const access = ROUTE_ACCESS[key];
        if (!access) throw new Error(`Route ${key} is missing from ROUTE_ACCESS (src/route-access.ts)`);
        route.config = { ...(route.config as object), access };
      }
    });

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      request.origin = { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
      const token = request.cookies[sessionCookie];
      const resumed = token ? await opts.sessions.resume(token) : null;
      request.session = resumed && 'session' in resumed ? resumed.session : null;
      if (resumed && 'expired' in resumed) {
        await recordSecurityEvent(opts.db, {
          type: 'session_expired',
          success: true,
          description: 'Session ended after inactivity or its 12-hour limit',
          origin: request.origin,
          user: resumed.expired,
        });
      }

      const access = request.routeOptions.config.access;
      if (!access) return; // not an API route (static files, SPA)
      const chatToken = request.cookies[chatCookie];
      request.chatSession = chatToken ? await opts.chatSessions.resume(chatToken) : null;
      const routeKey = `${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url}`;
      let verdict = isAllowed(access, request.session, request.chatSession, Boolean(chatToken), routeKey);
      if (verdict === 401) return reply.code(401).send({ message: AUTH_MESSAGES.notAuthenticated });
      // In the conversation's language (decision 0074): the chat shows this text as it arrives.
      if (verdict === 'chat-401')
        return reply.code(401).send({ message: chatAnswer(request, 'sessionRequired') });
      // A collector opens a workspace route only on an account assigned to them (decision 0040).
      let notTheirs = false;
      if (verdict === 'ok' && typeof access === 'object' && 'assignedAccount' in access) {
        const user = request.session?.user;
        if (user?.role === 'collector') {
          const params = (request.params ?? {}) as Record<string, unknown>;
          notTheirs = !(await isAssignedTo(opts.db, user.id, access.assignedAccount, params));
          if (notTheirs) verdict = 403;
        }
      }
      if (verdict === 403) {
        await recordSecurityEvent(opts.db, {
          type: 'access_denied',
          success: false,
          description: notTheirs
            ? `Access denied: ${request.method} ${request.routeOptions.url} on an account not assigned to the collector`
            : `Access denied: ${request.method} ${request.routeOptions.url}`,
          origin: request.origin,
          user: request.session?.user,
          ...(notTheirs ? { details: { params: request.params } } : {}),
        });
        const message = request.routeOptions.config.deniedMessage ?? AUTH_MESSAGES.forbidden;
        return reply.code(403).send({ message });
      }

      // Public routes need no session and chat routes answer to the chat's own session, so a step
      // cannot hold them back; every other call waits for it.
      if (access === 'public' || access === 'chat' || !request.session) return;
      const step = requiredStepOf(request.session.user, opts.config, opts.clock());
      if (step && !allowedDuringStep(step, routeKey)) {
        await recordSecurityEvent(opts.db, {
          type: 'access_denied',
          success: false,
          description: `Access denied until ${step === 'mfa-setup' ? 'two-factor is set up' : 'the password is changed'}: ${routeKey}`,
          origin: request.origin,
          user: request.session.user,
          details: { requiredStep: step },
        });
        return reply
          .code(403)
          .send({ message: requiredStepMessage(step, request.session.user.role), requiredStep: step });
      }
    });
  },
);
