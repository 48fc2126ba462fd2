import {
  currentUserResponseSchema,
  loginPayloadSchema,
  loginResponseSchema,
  registerPayloadSchema,
  registerResponseSchema,
  SESSION_COOKIE,
  SESSION_LIMITS,
} from '@arrears/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { recordSecurityEvent } from '../security-events/security-events.service';
import { authenticate, registerCustomer } from './auth.service';
import { presentUser } from './user-presenter';

const okSchema = z.object({ success: z.literal(true) });

export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, sessions, config } = deps;

  async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<void> {
    // A sign-in always replaces whatever session the browser had.
    if (request.session) await sessions.destroy(request.session.id);
    const { token } = await sessions.create(user.id, request.origin);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      maxAge: Math.floor(SESSION_LIMITS.absoluteLifetimeMs / 1000),
    });
  }

  app.get('/api/user', { schema: { response: { 200: currentUserResponseSchema } } }, async (request) => {
    return { user: presentUser(sessionOf(request).user) };
  });

  app.post(
    '/api/login',
    { schema: { body: loginPayloadSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const user = await authenticate(db, request.body, request.origin);
      await startSession(request, reply, user);
      return presentUser(user);
    },
  );

  app.post(
    '/api/register',
    { schema: { body: registerPayloadSchema, response: { 201: registerResponseSchema } } },
    async (request, reply) => {
      const user = await registerCustomer(db, request.body, request.origin);
      await startSession(request, reply, user);
      return reply.code(201).send({ user: presentUser(user) });
    },
  );

  app.post('/api/logout', { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    const session = request.session;
    if (session) {
      await sessions.destroy(session.id);
      await recordSecurityEvent(db, {
        type: 'logout',
        success: true,
        description: 'Signed out',
        origin: request.origin,
        user: session.user,
      });
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true as const };
  });

  app.post(
    '/api/session/extend',
    { schema: { response: { 200: currentUserResponseSchema } } },
    async (request) => {
      const session = sessionOf(request);
      await sessions.touch(session.id);
      return { user: presentUser(session.user) };
    },
  );
};
