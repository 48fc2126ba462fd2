import {
  CHAT_MESSAGES,
  chatVerifyAddressBodySchema,
  chatVerifyAddressResponseSchema,
  chatVerifyBodySchema,
  chatVerifyResponseSchema,
  fillChatText,
  IDENTITY_MESSAGES,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { chatCookieName } from '../auth/session-cookie';
import { completeIdentityCheck, startIdentityCheck } from '../identity/identity-check.service';
import { recordSecurityEvent } from '../security-events/security-events.service';
import { chatAccountsOfIdentity, chatNameOf, presentChatAccount, primaryAccountOf } from './chat-accounts';
import { clearChatCookie, setChatCookie } from './chat-cookie';
import { chatSessionsOf } from './chat-session.store';

/**
 * The chat's identity check (docs/product/chat.md; decision 0023): the identity checks of quick access
 * with the purpose 'chat', ending in a chat session instead of a sign-in. No debtor login is made.
 */
export const chatVerifyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const store = chatSessionsOf(deps);
  const verificationFailed = (selected?: string) =>
    fillChatText(
      selected === IDENTITY_MESSAGES.noneOfTheseOption
        ? CHAT_MESSAGES.noneOfThese
        : CHAT_MESSAGES.verificationFailed,
      { phone: deps.config.brand.phone },
    );

  // Alike for a match and a no-match: debtor_id is the check's one-use token, name stays null.
  app.post(
    '/api/chat/verify',
    { schema: { body: chatVerifyBodySchema, response: { 200: chatVerifyResponseSchema } } },
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
    { schema: { body: chatVerifyAddressBodySchema, response: { 200: chatVerifyAddressResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { identityHash } = await completeIdentityCheck(deps, {
        purpose: 'chat',
        verificationToken: request.body.debtor_id,
        selectedAddress: request.body.selected_address,
        origin: request.origin,
      }).catch((err: unknown) => {
        if (err instanceof HttpError && err.statusCode === 401)
          throw new HttpError(401, verificationFailed(request.body.selected_address));
        throw err;
      });
      const rows = await chatAccountsOfIdentity(deps.db, identityHash);
      const primary = primaryAccountOf(rows);
      if (!primary) throw new HttpError(401, verificationFailed()); // the accounts went away meanwhile

      // A new verification replaces any chat session this browser had (no fixation, no stale scope).
      const previous = request.cookies[chatCookieName(deps.config)];
      if (previous) await store.end(previous);
      const accountIds = rows.map((r) => r.id);
      const { token } = await store.create(identityHash, accountIds, request.origin.ip);
      setChatCookie(deps, reply, token);
      await recordSecurityEvent(deps.db, {
        type: 'chat_verified',
        success: true,
        description: 'Chat identity verified: chat session started',
        origin: request.origin,
        details: { accounts: accountIds.length },
        riskLevel: 'LOW',
      });
      return {
        success: true,
        debtor_id: primary.id,
        name: chatNameOf(primary),
        account_info: presentChatAccount(primary),
        accounts: rows.map(presentChatAccount),
      };
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
