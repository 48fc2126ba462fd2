import {
  callSchema,
  hangUpBodySchema,
  holdBodySchema,
  initiateCallBodySchema,
  saveDispositionBodySchema,
  sendDtmfBodySchema,
  successErrorSchema,
  voicemailDropBodySchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { accountIdParamsSchema, requireAccount } from '../accounts';
import { dropVoicemail, holdCall } from './call-controls.service';
import { openRecording } from './call-recordings.service';
import { hangUpCall, initiateCall, readCallStatus, saveDisposition, sendDtmf } from './calls.service';

const callSidParams = z.object({ callSid: z.string().min(1).max(64) });

/** The agent's calls (docs/product/contact-center.md): dial, status every second, dial pad, hang up, disposition. */
export const callRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const params = accountIdParamsSchema;

  app.post(
    '/api/debtors/:id/initiate-call',
    { schema: { params, body: initiateCallBodySchema, response: { 200: callSchema } } },
    async (request) => {
      const debtAccountId = (await requireAccount(deps.db, request.params.id)).id;
      return initiateCall(deps, request.log, {
        debtAccountId,
        user: sessionOf(request).user,
        phoneNumber: request.body.phoneNumber,
      });
    },
  );

  app.get(
    '/api/call-status/:callSid',
    { schema: { params: callSidParams, response: { 200: callSchema } } },
    async (request) => readCallStatus(deps, request.params.callSid),
  );

  app.post(
    '/api/debtors/:id/send-dtmf',
    { schema: { params, body: sendDtmfBodySchema, response: { 200: callSchema } } },
    async (request) => {
      const debtAccountId = (await requireAccount(deps.db, request.params.id)).id;
      return sendDtmf(deps, request.log, { debtAccountId, ...request.body });
    },
  );

  app.post(
    '/api/debtors/:id/hang-up',
    { schema: { params, body: hangUpBodySchema, response: { 200: callSchema } } },
    async (request) => {
      const debtAccountId = (await requireAccount(deps.db, request.params.id)).id;
      return hangUpCall(deps, request.log, { debtAccountId, callSid: request.body.callSid });
    },
  );

  app.post(
    '/api/debtors/:id/save-disposition',
    { schema: { params, body: saveDispositionBodySchema, response: { 200: successErrorSchema } } },
    async (request) => {
      const debtAccountId = (await requireAccount(deps.db, request.params.id)).id;
      return saveDisposition(deps, { debtAccountId, user: sessionOf(request).user, ...request.body });
    },
  );

  // Decisions 0123 to 0125: the limited-content voicemail, hold, and the call's recording (back office, audited).
  app.post(
    '/api/debtors/:id/voicemail-drop',
    { schema: { params, body: voicemailDropBodySchema, response: { 200: callSchema } } },
    async (request) => {
      const debtAccountId = (await requireAccount(deps.db, request.params.id)).id;
      return dropVoicemail(deps, request.log, {
        debtAccountId,
        callSid: request.body.callSid,
        agent: sessionOf(request).user,
      });
    },
  );

  app.post(
    '/api/debtors/:id/hold',
    { schema: { params, body: holdBodySchema, response: { 200: callSchema } } },
    async (request) => {
      const debtAccountId = (await requireAccount(deps.db, request.params.id)).id;
      return holdCall(deps, request.log, { debtAccountId, ...request.body });
    },
  );

  app.get(
    '/api/calls/:callSid/recording',
    {
      schema: {
        params: callSidParams,
        querystring: z.object({ recordingSid: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const file = await openRecording(deps, {
        callSid: request.params.callSid,
        recordingSid: request.query.recordingSid,
        userId: sessionOf(request).user.id,
      });
      reply.header('cache-control', 'no-store');
      reply.header('content-length', String(file.size));
      return reply.type(file.contentType).send(file.stream);
    },
  );
};
