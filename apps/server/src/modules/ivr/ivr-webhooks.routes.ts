import { normalizePhone } from '@arrears/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { acceptTwilioForms, twilioFormSchema, verifyTwilioSignature } from '../telephony';
import { attachCallbackRecording } from '../work-queue';
import { findIvrCall, startIvrCall, updateIvrCall } from './ivr-calls.repository';
import { agentMissed, answerFor, answerKeys, greeting, type IvrContext, paymentDone } from './ivr-flow';
import { IVR_PATHS } from './ivr-voice';

const formSchema = twilioFormSchema;
type Form = z.infer<typeof formSchema>;

/**
 * The IVR's webhooks (public routes, docs/product/ivr.md): the number's voice URL and the action
 * URLs of its prompts. Each request must carry a valid X-Twilio-Signature for PUBLIC_URL + path
 * (403 and a security event otherwise); with the simulator there is no Twilio, so they answer 404.
 * The call's state is the ivr_calls row of its CallSid: the URLs carry nothing else.
 */
export const ivrWebhookRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  acceptTwilioForms(app);
  const verify = (request: FastifyRequest<{ Body: Form }>) => verifyTwilioSignature(deps, request);

  const sendXml = (reply: FastifyReply, xml: string) => reply.type('text/xml').send(xml);

  /** The call of a signed step; a CallSid we never greeted is told goodbye. */
  async function contextOf(request: FastifyRequest<{ Body: Form }>): Promise<IvrContext | null> {
    await verify(request);
    const callSid = request.body.CallSid;
    if (!callSid) throw new HttpError(400, 'CallSid is required');
    const call = await findIvrCall(deps.db, callSid);
    return call ? { deps, call } : null;
  }

  const unknownCall = () => answerFor(deps, 'en').sayKeys('goodbye').hangUp().toString();

  app.post(IVR_PATHS.voice, { schema: { body: formSchema } }, async (request, reply) => {
    await verify(request);
    const { CallSid, From } = request.body;
    if (!CallSid) throw new HttpError(400, 'CallSid is required');
    const from = normalizePhone(From) ?? From ?? 'unknown';
    await startIvrCall(deps.db, { callSid: CallSid, fromNumber: from, nowMs: deps.clock() });
    return sendXml(reply, greeting(deps));
  });

  app.post(IVR_PATHS.gather, { schema: { body: formSchema } }, async (request, reply) => {
    const ctx = await contextOf(request);
    if (!ctx) return sendXml(reply, unknownCall());
    const digits = request.body.Digits;
    return sendXml(reply, await answerKeys(ctx, digits === undefined ? null : digits.trim()));
  });

  app.post(IVR_PATHS.payResult, { schema: { body: formSchema } }, async (request, reply) => {
    const ctx = await contextOf(request);
    if (!ctx) return sendXml(reply, unknownCall());
    return sendXml(reply, await paymentDone(ctx));
  });

  app.post(IVR_PATHS.dialResult, { schema: { body: formSchema } }, async (request, reply) => {
    const ctx = await contextOf(request);
    if (!ctx) return sendXml(reply, unknownCall());
    // The agent talked with the caller and the call is over; anything else: nobody answered.
    if (request.body.DialCallStatus === 'completed' || request.body.DialCallStatus === 'answered') {
      const now = new Date(deps.clock());
      await updateIvrCall(
        deps.db,
        ctx.call.callSid,
        { step: 'ended', offerEndedAt: now, endedAt: now },
        deps.clock(),
      );
      return sendXml(reply, answerFor(deps, 'en').hangUp().toString());
    }
    return sendXml(reply, await agentMissed(ctx));
  });

  app.post(IVR_PATHS.recording, { schema: { body: formSchema } }, async (request, reply) => {
    const ctx = await contextOf(request);
    if (!ctx) return sendXml(reply, unknownCall());
    const url = request.body.RecordingUrl;
    if (url && /^https:\/\//.test(url)) await attachCallbackRecording(deps.db, ctx.call.callSid, url);
    const now = new Date(deps.clock());
    await updateIvrCall(deps.db, ctx.call.callSid, { step: 'ended', endedAt: now }, deps.clock());
    const answer = answerFor(deps, ctx.call.language === 'es' ? 'es' : 'en');
    return sendXml(reply, answer.sayKeys('goodbye').hangUp().toString());
  });
};
