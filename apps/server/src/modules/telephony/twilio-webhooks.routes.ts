import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import twilio from 'twilio';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { SMS_WEBHOOK_PATH } from '../../providers/telephony/telephony-provider';
import {
  answerAnnouncement,
  answerBridge,
  answerDialEnd,
  applyAnsweredBy,
  applyLegReport,
} from './bridge.service';
import { storeRecording } from './call-recordings.service';
import { applyCallStatusReport } from './call-status-report';
import { CALL_STATUS_WEBHOOK_PATH } from './calls.service';
import { receiveSms, updateSmsDelivery } from './inbound-sms.service';
import { acceptTwilioForms, twilioFormSchema, verifyTwilioSignature } from './twilio-signature';
import { emptyTwiml, VOICE_WEBHOOK_PATHS } from './voice-twiml';

const formSchema = twilioFormSchema;
/** Our call's id, and the leg, as our own URLs given to Twilio carry them (covered by the signature). */
const callQuerySchema = z.object({
  call: z.string().max(64).optional(),
  leg: z.enum(['agent', 'debtor']).optional(),
});
const seconds = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);
type Form = z.infer<typeof formSchema>;

function twiml(message: string | null): string {
  const response = new twilio.twiml.MessagingResponse();
  if (message) response.message(message);
  return response.toString();
}

/**
 * Twilio's callbacks (public routes): the call status callback (each leg of a bridged call, decision
 * 0123), the bridge's TwiML (the agent answered, the Dial ended, the recording announcement),
 * answering-machine detection, recordings (decision 0124) and incoming texts (with delivery
 * reports of ours). Each request must carry a valid X-Twilio-Signature for PUBLIC_URL + path; a
 * missing or wrong one is refused (403) and recorded. With the simulator there is no Twilio to
 * call back, so both answer 404.
 */
export const twilioWebhookRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  acceptTwilioForms(app);
  const verify = (request: FastifyRequest<{ Body: Form }>) => verifyTwilioSignature(deps, request);

  const sendXml = (reply: FastifyReply, xml: string) => reply.type('text/xml').send(xml);

  app.post(
    CALL_STATUS_WEBHOOK_PATH,
    { schema: { body: formSchema, querystring: callQuerySchema } },
    async (request, reply) => {
      await verify(request);
      const { CallSid, CallStatus, CallDuration } = request.body;
      if (!CallSid || !CallStatus) throw new HttpError(400, 'CallSid and CallStatus are required');
      const { call, leg } = request.query;
      const known =
        call && leg
          ? await applyLegReport(deps, request.log, {
              callSid: call,
              leg,
              providerSid: CallSid,
              status: CallStatus,
              durationSeconds: seconds(CallDuration),
            })
          : await applyCallStatusReport(deps, {
              callSid: CallSid,
              status: CallStatus,
              durationSeconds: seconds(CallDuration),
            });
      if (!known) request.log.warn({ callSid: CallSid }, 'telephony: status callback for an unknown call');
      return sendXml(reply, emptyTwiml());
    },
  );

  // The bridge (decision 0123): the agent answered; the Dial ended; the debtor answered a recorded
  // call; answering-machine detection; a recording is ready. Each answers TwiML (or nothing).
  app.post(
    VOICE_WEBHOOK_PATHS.bridge,
    { schema: { body: formSchema, querystring: callQuerySchema } },
    async (request, reply) => {
      await verify(request);
      return sendXml(reply, await answerBridge(deps, request.query.call));
    },
  );

  app.post(
    VOICE_WEBHOOK_PATHS.dialEnd,
    { schema: { body: formSchema, querystring: callQuerySchema } },
    async (request, reply) => {
      await verify(request);
      return sendXml(reply, await answerDialEnd(deps, request.query.call, request.body.DialCallStatus));
    },
  );

  app.post(
    VOICE_WEBHOOK_PATHS.announce,
    { schema: { body: formSchema, querystring: callQuerySchema } },
    async (request, reply) => {
      await verify(request);
      return sendXml(reply, answerAnnouncement());
    },
  );

  app.post(
    VOICE_WEBHOOK_PATHS.amd,
    { schema: { body: formSchema, querystring: callQuerySchema } },
    async (request, reply) => {
      await verify(request);
      const known = await applyAnsweredBy(deps, request.query.call, request.body.AnsweredBy);
      if (!known)
        request.log.warn({ call: request.query.call }, 'telephony: detection result for an unknown call');
      return sendXml(reply, emptyTwiml());
    },
  );

  app.post(
    VOICE_WEBHOOK_PATHS.recording,
    { schema: { body: formSchema, querystring: callQuerySchema } },
    async (request, reply) => {
      await verify(request);
      const { RecordingSid, RecordingStatus, RecordingDuration } = request.body;
      const call = request.query.call;
      const known =
        call && RecordingSid
          ? await storeRecording(deps, request.log, {
              callSid: call,
              recordingSid: RecordingSid,
              status: RecordingStatus,
              durationSeconds: seconds(RecordingDuration),
            })
          : false;
      if (!known) request.log.warn({ call }, 'telephony: recording of an unknown call');
      return sendXml(reply, emptyTwiml());
    },
  );

  app.post(SMS_WEBHOOK_PATH, { schema: { body: formSchema } }, async (request, reply) => {
    await verify(request);
    const form = request.body;
    const deliveryStatus = form.MessageStatus ?? form.SmsStatus;
    if (form.MessageSid && deliveryStatus && deliveryStatus !== 'received' && form.Body === undefined) {
      await updateSmsDelivery(deps, {
        messageSid: form.MessageSid,
        status: deliveryStatus,
        errorCode: form.ErrorCode ?? null,
      });
      return sendXml(reply, twiml(null));
    }
    if (!form.From || form.Body === undefined) throw new HttpError(400, 'From and Body are required');
    const answer = await receiveSms(deps, {
      messageSid: form.MessageSid ?? null,
      from: form.From,
      to: form.To ?? null,
      body: form.Body,
    });
    return sendXml(reply, twiml(answer));
  });
};
