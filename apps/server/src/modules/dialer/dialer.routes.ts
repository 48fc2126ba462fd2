import {
  dialerDialBodySchema,
  dialerNextBodySchema,
  dialerSettingsSchema,
  dialerTurnSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { dialerSettingsOf, dialHeld, nextTurn, saveDialerSettings, stopDialing } from './dialer.service';

/** The power dialer (decision 0129): the next account of the caller's queue, the call after the preview, the setting. */
export const dialerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/api/dialer/next',
    { schema: { body: dialerNextBodySchema.optional(), response: { 200: dialerTurnSchema } } },
    (request) => nextTurn(deps, request.log, sessionOf(request).user, request.body ?? {}),
  );

  app.post(
    '/api/dialer/dial',
    { schema: { body: dialerDialBodySchema, response: { 200: dialerTurnSchema } } },
    (request) => dialHeld(deps, request.log, sessionOf(request).user, request.body.accountId),
  );

  app.post(
    '/api/dialer/stop',
    { schema: { response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request) => {
      await stopDialing(deps, sessionOf(request).user);
      return { success: true as const };
    },
  );

  app.get('/api/admin/dialer/settings', { schema: { response: { 200: dialerSettingsSchema } } }, () =>
    dialerSettingsOf(deps),
  );

  app.put(
    '/api/admin/dialer/settings',
    { schema: { body: dialerSettingsSchema.strict(), response: { 200: dialerSettingsSchema } } },
    (request) => saveDialerSettings(deps, request.body, sessionOf(request).user.id),
  );
};
