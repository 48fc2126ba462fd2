import {
  chatStopContactBodySchema,
  chatStopContactResponseSchema,
  chatWrongPartyBodySchema,
  chatWrongPartyResponseSchema,
  THROTTLES,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { chatAnswer } from '../../i18n/chat-answers';
import { countRecentEvents, recordSecurityEvent } from '../../security/security-events';
import { chatSessionOf } from '../../sessions/chat-scope';
import {
  accountsWithPhone,
  recordChatCease,
  recordWrongParty,
  recordWrongPartyForReview,
  tenDigitsOf,
} from '../compliance';

/** Wrong-person reports are public (the person cannot verify): a few per IP in the window. */
const WRONG_PARTY = THROTTLES['chat-wrong-party'];
/** The limit in the shape its tests read. */
export const WRONG_PARTY_LIMIT = { maxPerIp: WRONG_PARTY.limit, windowMs: WRONG_PARTY.windowMs } as const;

/** What a debtor asks the chat to record about contact (decision 0048). */
export const chatRequestRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // "Stop contacting me", confirmed: a cease request on every account the session verified.
  app.post(
    '/api/chat/stop-contact',
    { schema: { body: chatStopContactBodySchema, response: { 200: chatStopContactResponseSchema } } },
    async (request) => {
      const chat = chatSessionOf(request);
      const accounts = await recordChatCease(deps.db, chat.accountIds);
      return { success: true, accounts };
    },
  );

  // "You have the wrong person" (decision 0088). Contact stops only on the accounts the chat session
  // proved are the consumer's, for the number reported; anyone else's report (no session, or a number
  // on accounts the session did not prove) stops nothing and waits for staff on each account that
  // holds the number. Without a session the answer is the same whether the number is on an account
  // or not (it must not tell a stranger whether someone owes a debt).
  app.post(
    '/api/chat/wrong-party',
    {
      config: { throttle: 'chat-wrong-party' },
      schema: { body: chatWrongPartyBodySchema, response: { 200: chatWrongPartyResponseSchema } },
    },
    async (request) => {
      const ten = tenDigitsOf(request.body.phone);
      if (!ten) throw new HttpError(400, chatAnswer(request, 'wrongPartyInvalid')); // the schema checked it
      const ip = request.origin.ip;
      const verified = request.chatSession?.accountIds ?? [];
      await recordSecurityEvent(deps.db, {
        type: 'chat_wrong_party',
        success: true,
        description:
          verified.length > 0
            ? 'Wrong person reported in a verified chat'
            : 'Wrong person reported in the chat without verification (for staff review)',
        origin: request.origin,
        riskLevel: 'LOW',
      });
      if (
        ip &&
        (await countRecentEvents(deps.db, ['chat_wrong_party'], { ip }, WRONG_PARTY.windowMs)) >
          WRONG_PARTY.limit
      ) {
        throw new HttpError(429, chatAnswer(request, 'tooManyRequests'));
      }
      const holders = await accountsWithPhone(deps.db, ten);
      const own = holders.filter((id) => verified.includes(id));
      await recordWrongParty(deps.db, own, ten);
      await recordWrongPartyForReview(
        deps.db,
        holders.filter((id) => !own.includes(id)),
        ten,
      );
      // `stopped` speaks only of the session's own accounts: without a session it is always false.
      return { success: true, stopped: own.length > 0 };
    },
  );
};
