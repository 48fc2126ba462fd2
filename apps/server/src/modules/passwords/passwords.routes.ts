import {
  changePasswordPayloadSchema,
  forgotPasswordSchema,
  PASSWORD_MESSAGES,
  passwordCallResultSchema,
  passwordStatusSchema,
  resetPasswordPayloadSchema,
  resetPasswordResultSchema,
} from '@arrears/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { debtorActionLanguage } from '../../i18n/language';
import { sessionOf } from '../../plugins/access.plugin';
import { changePassword, passwordStatusOf } from './change-password.service';
import { requestPasswordReset } from './forgot-password.service';
import { resetPassword } from './reset-password.service';

/** The three calls whose failures carry `error` beside `message` (docs/product/back-office.md). */
const CALLS_WITH_ERROR_FIELD = new Set([
  '/api/forgot-password',
  '/api/reset-password',
  '/api/admin/change-password',
]);

export const passwordRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // A reset link is written once the forgot-password answer has gone out (see requestPasswordReset);
  // with the embedded database even un-awaited queries would hold the answer back, so wait for onResponse.
  const waiting = new WeakMap<FastifyRequest, () => Promise<void>>();
  const deliveries = new Set<Promise<void>>();
  const startDelivery = async (request: FastifyRequest) => {
    const deliver = waiting.get(request);
    if (!deliver) return;
    waiting.delete(request);
    const delivery: Promise<void> = deliver()
      .catch((err: unknown) => request.log.error({ err }, 'could not write the password reset link'))
      .finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  };
  app.addHook('onResponse', startDelivery);
  app.addHook('onRequestAbort', startDelivery); // the caller hung up: the link is still due
  app.addHook('onClose', async () => {
    await Promise.allSettled(deliveries);
  });

  // Scoped to this plugin: every error answer of the three calls (ours, validation, 401/403, 429) gets `error`.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    if (!CALLS_WITH_ERROR_FIELD.has(request.routeOptions.url ?? '')) return payload;
    try {
      const body = JSON.parse(payload) as { message?: unknown; error?: unknown };
      if (typeof body.message !== 'string' || body.error !== undefined) return payload;
      return JSON.stringify({ ...body, error: body.message });
    } catch {
      return payload;
    }
  });

  app.post(
    '/api/forgot-password',
    {
      config: { throttle: ['password-reset-request', 'password-reset-mail'] },
      schema: { body: forgotPasswordSchema, response: { 200: passwordCallResultSchema } },
    },
    async (request) => {
      const { deliver } = await requestPasswordReset(
        deps,
        request.body.email,
        request.origin,
        debtorActionLanguage(request),
      );
      if (deliver) waiting.set(request, deliver);
      return { success: true as const, message: PASSWORD_MESSAGES.forgotAccepted };
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: { throttle: 'password-reset-link' },
      schema: { body: resetPasswordPayloadSchema, response: { 200: resetPasswordResultSchema } },
    },
    async (request) => {
      const signInPath = await resetPassword(deps, request.body, request.origin);
      return { success: true as const, message: PASSWORD_MESSAGES.resetDone, signInPath };
    },
  );

  app.post(
    '/api/admin/change-password',
    {
      config: { throttle: 'password-change' },
      schema: { body: changePasswordPayloadSchema, response: { 200: passwordCallResultSchema } },
    },
    async (request) => {
      await changePassword(deps, sessionOf(request), request.body, request.origin);
      return { success: true as const, message: PASSWORD_MESSAGES.changeDone };
    },
  );

  app.get(
    '/api/admin/password-status',
    { schema: { response: { 200: passwordStatusSchema } } },
    async (request) => passwordStatusOf(sessionOf(request).user, deps.clock()),
  );
};
