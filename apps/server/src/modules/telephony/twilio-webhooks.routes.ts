import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import twilio from 'twilio';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { SMS_WEBHOOK_PATH } from '../../providers/telephony/telephony-provider';
import { TELEPHONY_MESSAGES } from '../../providers/telephony/telephony-shared';
import { recordSecurityEvent } from '../../security/security-events';
import { applyCallStatusReport } from './call-status-report';
import { CALL_STATUS_WEBHOOK_PATH } from './calls.service';
import { receiveSms, updateSmsDelivery } from './inbound-sms.service';

const formSchema = z.record(z.string(), z.string());
type Form = z.infer<typeof formSchema>;

function twiml(message: string | null): string {
  const response = new twilio.twiml.MessagingResponse();
  if (message) response.message(message);
  return response.toString();
}

/**
 * Twilio's callbacks (public routes): the call status callback and incoming texts (with delivery
 * reports of ours). Each request must carry a valid X-Twilio-Signature for PUBLIC_URL + path; a
 * missing or wrong one is refused (403) and recorded. With the simulator there is no Twilio to
 * call back, so both answer 404.
 */
export const twilioWebhookRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Twilio posts form-encoded bodies; this parser lives in this plugin only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  async function verify(request: FastifyRequest<{ Body: Form }>): Promise<void> {
    const webhooks = deps.telephony.webhooks;
    if (!webhooks) throw new HttpError(404, TELEPHONY_MESSAGES.webhooksOff);
    const signature = request.headers['x-twilio-signature'];
    const url = `${deps.config.publicUrl.replace(/\/+$/, '')}${request.url}`;
    if (typeof signature === 'string' && webhooks.isValidSignature(signature, url, request.body)) return;
    await recordSecurityEvent(deps.db, {
      type: 'webhook_signature_invalid',
      success: false,
      description: `Twilio webhook with a ${signature ? 'wrong' : 'missing'} signature: POST ${request.routeOptions.url}`,
      origin: request.origin,
      details: { path: request.routeOptions.url, signaturePresent: Boolean(signature) },
    });
    throw new HttpError(403, TELEPHONY_MESSAGES.invalidSignature);
  }

  const sendXml = (reply: FastifyReply, xml: string) => reply.type('text/xml').send(xml);

  app.post(CALL_STATUS_WEBHOOK_PATH, { schema: { body: formSchema } }, async (request, reply) => {
    await verify(request);
    const { CallSid, CallStatus, CallDuration } = request.body;
    if (!CallSid || !CallStatus) throw new HttpError(400, 'CallSid and CallStatus are required');
    const duration = CallDuration && /^\d+$/.test(CallDuration) ? Number(CallDuration) : null;
    const known = await applyCallStatusReport(deps, {
      callSid: CallSid,
      status: CallStatus,
      durationSeconds: duration,
    });
    if (!known) request.log.warn({ callSid: CallSid }, 'telephony: status callback for an unknown call');
    return sendXml(reply, twiml(null));
  });

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
