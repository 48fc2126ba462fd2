import { type ChatVerifyAddressResponse, IDENTITY_MESSAGES, type PreferredLanguage } from '@arrears/domain';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { chatAnswerIn } from '../../i18n/chat-answers';
import type { RequestOrigin } from '../../request-origin';
import { recordSecurityEvent } from '../../security/security-events';
import { chatSessionsOf } from '../../sessions/chat-session.store';
import { completeIdentityCheck, identityAccounts, provenByAddress } from '../identity';
import { chatAccountsOf, chatNameOf, presentChatAccount, primaryAccountOf } from './chat-accounts';

export interface ChatAddressPick {
  /** The one-use token /api/chat/verify handed out as debtor_id. */
  verificationToken: string;
  selectedAddress: string;
  /** The chat session this browser had, if any: a new verification replaces it. */
  previousSession: string | undefined;
  origin: RequestOrigin;
  /** The conversation's language: the refusal is said in it. */
  language: PreferredLanguage;
}

/** The refusal the widget shows, with the agency's phone number. */
function verificationFailed(deps: AppDeps, language: PreferredLanguage, selected?: string): string {
  return chatAnswerIn(
    language,
    selected === IDENTITY_MESSAGES.noneOfTheseOption ? 'noneOfThese' : 'verificationFailed',
    { phone: deps.config.brand.phone },
  );
}

/**
 * The address step of the chat's identity check: a right pick starts a chat session scoped to the
 * accounts the address proved (its token goes in the chat cookie) and answers the proof, which the
 * route turns into the portal sign-in (decision 0119); a wrong one is a 401 in the chat's words.
 */
export async function verifyChatAddress(
  deps: AppDeps,
  pick: ChatAddressPick,
): Promise<{
  sessionToken: string;
  answer: ChatVerifyAddressResponse;
  proof: { identityHash: string; provenAddress: string };
}> {
  const { identityHash, provenAddress } = await completeIdentityCheck(deps, {
    purpose: 'chat',
    verificationToken: pick.verificationToken,
    selectedAddress: pick.selectedAddress,
    origin: pick.origin,
  }).catch((err: unknown) => {
    if (err instanceof HttpError && err.statusCode === 401)
      throw new HttpError(401, verificationFailed(deps, pick.language, pick.selectedAddress));
    throw err;
  });
  // The session reaches what the address proved, nothing else of the SSN last 4 + birth date.
  const all = await identityAccounts(deps.db, deps.encryption, identityHash);
  const rows = await chatAccountsOf(
    deps.db,
    provenByAddress(all, provenAddress).map((a) => a.id),
  );
  const primary = primaryAccountOf(rows);
  if (!primary) throw new HttpError(401, verificationFailed(deps, pick.language)); // the accounts went away meanwhile

  // No fixation, no stale scope: the browser's earlier chat session ends here.
  const store = chatSessionsOf(deps);
  if (pick.previousSession) await store.end(pick.previousSession);
  // The opening account first: a handle that must name one account names this one (decision 0047).
  const accountIds = [primary.id, ...rows.map((r) => r.id).filter((id) => id !== primary.id)];
  const { token } = await store.create(identityHash, accountIds, pick.origin.ip, pick.verificationToken);
  await recordSecurityEvent(deps.db, {
    type: 'chat_verified',
    success: true,
    description: 'Chat identity verified: chat session started',
    origin: pick.origin,
    details: { accounts: accountIds.length },
    riskLevel: 'LOW',
  });
  return {
    sessionToken: token,
    proof: { identityHash, provenAddress },
    answer: {
      success: true,
      debtor_id: primary.id,
      name: chatNameOf(primary),
      account_info: presentChatAccount(primary),
      accounts: rows.map(presentChatAccount),
    },
  };
}
