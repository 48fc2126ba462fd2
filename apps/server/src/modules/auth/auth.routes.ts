import {
  adminLoginSchema,
  currentUserResponseSchema,
  loginPayloadSchema,
  loginResponseSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { recordSecurityEvent } from '../../security/security-events';
import { requiredStepOf } from '../../sessions/required-step';
import { sessionCookieName } from '../../sessions/session-cookie';
import { presentUser } from '../users';
import { signInWithPassword } from './sign-in';

const okSchema = z.object({ success: z.literal(true) });

export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, sessions } = deps;
  const present = (user: UserRow) => presentUser(user, requiredStepOf(user, deps.config, deps.clock()));

  app.get('/api/user', { schema: { response: { 200: currentUserResponseSchema } } }, async (request) => {
    return { user: present(sessionOf(request).user) };
  });

  app.post(
    '/api/login',
    {
      config: { throttle: 'sign-in' },
      schema: { body: loginPayloadSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => signInWithPassword(deps, request, reply, request.body, { staffOnly: false }),
  );

  app.post(
    '/api/admin/login',
    {
      config: { throttle: 'sign-in' },
      schema: { body: adminLoginSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => signInWithPassword(deps, request, reply, request.body, { staffOnly: true }),
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
    reply.clearCookie(sessionCookieName(deps.config), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.isProduction,
    });
    return { success: true as const };
  });

  app.post(
    '/api/session/extend',
    { schema: { response: { 200: currentUserResponseSchema } } },
    async (request) => {
      const session = sessionOf(request);
      await sessions.touch(session.id);
      return { user: present(session.user) };
    },
  );
};
