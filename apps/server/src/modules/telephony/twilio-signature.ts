import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { TELEPHONY_MESSAGES } from '../../providers/telephony/telephony-shared';
import { recordSecurityEvent } from '../../security/security-events';

/** A Twilio webhook's form body: every field a string. */
export const twilioFormSchema = z.record(z.string(), z.string());
export type TwilioForm = z.infer<typeof twilioFormSchema>;

/** Twilio posts form-encoded bodies; the parser lives in the plugin that takes them only. */
export function acceptTwilioForms(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/**
 * Every Twilio webhook (the telephony module's and the IVR's) passes here first: a valid
 * X-Twilio-Signature for PUBLIC_URL + path, else 403 and a security event; with the simulator there
 * is no Twilio to call back, so 404.
 */
export async function verifyTwilioSignature(
  deps: Pick<AppDeps, 'db' | 'config' | 'telephony'>,
  request: FastifyRequest<{ Body: TwilioForm }>,
): Promise<void> {
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
