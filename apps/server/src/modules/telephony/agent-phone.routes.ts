import {
  agentIdentity,
  telephonyAgentSchema,
  telephonyTokenSchema,
  VOICE_MESSAGES as V,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import twilio from 'twilio';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { phoneLineOf } from '../users';

/** An access token lives one hour (decision 0123); the browser phone asks for a new one before then. */
export const TOKEN_TTL_SECONDS = 3600;

/** The signed-in agent's phone: their line, and the browser phone's access token. */
export const agentPhoneRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/telephony/agent',
    { schema: { response: { 200: telephonyAgentSchema } } },
    async (request) => {
      const phoneLine = await phoneLineOf(deps.db, sessionOf(request).user.id);
      return {
        phoneLine,
        provider: deps.telephony.name,
        browserPhone:
          deps.telephony.name === 'twilio' &&
          deps.config.twilioVoiceGrant !== null &&
          phoneLine === 'browser',
      };
    },
  );

  app.get(
    '/api/telephony/token',
    { schema: { response: { 200: telephonyTokenSchema } } },
    async (request) => {
      const grant = deps.config.twilioVoiceGrant;
      const accountSid = deps.config.twilio?.accountSid;
      if (!grant || !accountSid) throw new HttpError(404, V.noVoiceGrant);
      const identity = agentIdentity(sessionOf(request).user.id);
      const token = new twilio.jwt.AccessToken(accountSid, grant.apiKeySid, grant.apiKeySecret, {
        identity,
        ttl: TOKEN_TTL_SECONDS,
      });
      token.addGrant(
        new twilio.jwt.AccessToken.VoiceGrant({
          outgoingApplicationSid: grant.twimlAppSid,
          incomingAllow: true,
        }),
      );
      return { token: token.toJwt(), identity };
    },
  );
};
