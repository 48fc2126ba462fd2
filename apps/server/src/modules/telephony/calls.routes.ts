import {
  callSchema,
  hangUpBodySchema,
  initiateCallBodySchema,
  saveDispositionBodySchema,
  sendDtmfBodySchema,
  successErrorSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { accountIdParamsSchema, requireAccount } from '../accounts';
import { hangUpCall, initiateCall, readCallStatus, saveDisposition, sendDtmf } from './calls.service';

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
    { schema: { params: z.object({ callSid: z.string().min(1).max(64) }), response: { 200: callSchema } } },
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
};
