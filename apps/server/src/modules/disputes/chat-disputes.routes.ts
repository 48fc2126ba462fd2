import { chatDisputeBodySchema, chatDisputeResponseSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { requireChatAccount } from '../../sessions/chat-scope';
import { fileChatDispute } from './file-dispute.service';

/**
 * The chat's dispute call (chat dispute, docs/product/chat.md). Stored with the portal's disputes
 * (source 'chat'), so the back office's dispute screen lists it with the others.
 */
export const chatDisputeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/api/disputes/submit',
    { schema: { body: chatDisputeBodySchema, response: { 200: chatDisputeResponseSchema } } },
    async (request) => {
      const body = request.body;
      await requireChatAccount(deps, request, body.debtAccountId);
      const disputeId = await fileChatDispute(deps.db, body);
      return { success: true, disputeId };
    },
  );
};
