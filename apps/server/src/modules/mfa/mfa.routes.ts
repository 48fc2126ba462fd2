import {
  mfaDisableSchema,
  mfaSetupResponseSchema,
  mfaStateChangeResponseSchema,
  mfaStatusResponseSchema,
  mfaVerifyLoginResponseSchema,
  mfaVerifyLoginSchema,
  mfaVerifySchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { confirmMfaSetup, disableMfa, startMfaSetup } from './mfa-enrolment.service';
import { verifyLoginSecondFactor } from './mfa-login.service';

/** Two-factor enrolment (back office) and the second step of a sign-in (public, needs its cookie). */
export const mfaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/api/mfa/verify-login',
    {
      config: { throttle: 'second-factor' },
      schema: { body: mfaVerifyLoginSchema, response: { 200: mfaVerifyLoginResponseSchema } },
    },
    async (request, reply) => verifyLoginSecondFactor(deps, request, reply, request.body),
  );

  app.get(
    '/api/mfa/status',
    { schema: { response: { 200: mfaStatusResponseSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { mfaEnabled: sessionOf(request).user.mfaEnabled };
    },
  );

  app.post(
    '/api/mfa/setup',
    { schema: { response: { 200: mfaSetupResponseSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store'); // the answer carries the secret and the backup codes
      return startMfaSetup(deps, sessionOf(request).user);
    },
  );

  app.post(
    '/api/mfa/verify',
    { schema: { body: mfaVerifySchema, response: { 200: mfaStateChangeResponseSchema } } },
    async (request) => {
      await confirmMfaSetup(deps, sessionOf(request).user, request.body.token, request.origin);
      return { success: true as const, mfaEnabled: true };
    },
  );

  app.post(
    '/api/mfa/disable',
    {
      config: { throttle: 'mfa-disable' },
      schema: { body: mfaDisableSchema, response: { 200: mfaStateChangeResponseSchema } },
    },
    async (request) => {
      await disableMfa(deps, sessionOf(request).user, request.body.currentPassword, request.origin);
      return { success: true as const, mfaEnabled: false };
    },
  );
};
