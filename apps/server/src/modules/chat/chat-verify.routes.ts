import {
  chatVerifyAddressBodySchema,
  chatVerifyAddressResponseSchema,
  chatVerifyBodySchema,
  chatVerifyResponseSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { requestLanguageOf } from '../../i18n/language-cookie';
import { chatSessionsOf } from '../../sessions/chat-session.store';
import { chatCookieName } from '../../sessions/session-cookie';
import {
  IDENTITY_FAILURE_THROTTLES,
  IDENTITY_START_THROTTLES,
  signInByIdentity,
  startIdentityCheck,
} from '../identity';
import { clearChatCookie, setChatCookie } from './chat-cookie';
import { verifyChatAddress } from './chat-verify.service';

/**
 * The chat's identity check (docs/product/chat.md; decision 0023): the identity checks of quick access
 * with the purpose 'chat', ending in a chat session and, like quick access, in a portal sign-in of
 * this browser as the person's debtor login (decision 0119), so the chat's links to the portal open.
 */
export const chatVerifyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const store = chatSessionsOf(deps);

  // Alike for a match and a no-match: debtor_id is the check's one-use token, name stays null.
  app.post(
    '/api/chat/verify',
    {
      config: { throttle: IDENTITY_START_THROTTLES },
      schema: { body: chatVerifyBodySchema, response: { 200: chatVerifyResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const check = await startIdentityCheck(deps, {
        purpose: 'chat',
        ssnLast4: request.body.ssn_last4,
        dateOfBirth: request.body.dob,
        origin: request.origin,
      });
      return {
        success: true,
        debtor_id: check.verificationToken,
        name: null,
        address_options: check.addressOptions,
      };
    },
  );

  app.post(
    '/api/chat/verify-address',
    {
      config: { throttle: IDENTITY_FAILURE_THROTTLES },
      schema: { body: chatVerifyAddressBodySchema, response: { 200: chatVerifyAddressResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { sessionToken, answer, proof } = await verifyChatAddress(deps, {
        verificationToken: request.body.debtor_id,
        selectedAddress: request.body.selected_address,
        previousSession: request.cookies[chatCookieName(deps.config)],
        origin: request.origin,
        language: requestLanguageOf(request),
      });
      setChatCookie(deps, reply, sessionToken);
      // Only a passed check reaches here: the proof is completeIdentityCheck's (decision 0119).
      const signedIn = await signInByIdentity(deps, request, reply, proof, {
        purpose: 'chat',
        label: 'chat',
      }).then(
        () => true,
        (err: unknown) => {
          // A deactivated login is refused a session (as quick access refuses it); the chat goes on.
          if (err instanceof HttpError && err.statusCode === 403) return false;
          throw err;
        },
      );
      return { ...answer, signed_in: signedIn };
    },
  );

  // The access check already refreshed the session (a call is activity); this call exists for the
  // widget's 'Stay Connected' and local activity, which otherwise reach the server with nothing to ask.
  app.post(
    '/api/chat/session/extend',
    { schema: { response: { 200: z.object({ success: z.boolean() }) } } },
    async () => ({ success: true }),
  );

  app.post(
    '/api/chat/logout',
    { schema: { response: { 200: z.object({ success: z.boolean() }) } } },
    async (request, reply) => {
      const token = request.cookies[chatCookieName(deps.config)];
      if (token) await store.end(token);
      clearChatCookie(deps, reply);
      return { success: true };
    },
  );
};
