import {
  CHAT_MENU_INTENTS,
  CHAT_TIMING,
  type ChatIntent,
  type ChatMenuIntent,
  callIntentAnswer,
  fillChatText,
  formatAccountNumber,
  IDENTITY_MESSAGES,
  isChatPlanIntent,
  CHAT_MESSAGES as M,
  orderMenuIntents,
  planIntentAnswer,
} from '@arrears/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useOptionalAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/public-config';
import { chatSessionEnded } from './api/chat-fetch';
import { logoutChat } from './api/logout';
import { fetchPopularIntents } from './api/popular-intents';
import { trackIntent } from './api/track-intent';
import { verifyIdentity } from './api/verify';
import { verifyAddress } from './api/verify-address';
import { alsoTracked, type ChatChoice, isCallOnly, stepOf, trackingBody } from './chat-intents';
import { readFreeText } from './chat-keywords';
import { type ChatStep, chatReducer, currentAccount, initialChatState } from './chat-state';
import { useChatText } from './chat-text';
import { useChatPlanOffer } from './use-chat-plan-offer';

const newConversationId = () => crypto.randomUUID();

/**
 * The conversation's controller: the reducer of chat-state.ts plus the calls of each step. The SSN
 * last 4 and birth date stay in memory only between the identity check and the address pick (a
 * wrong first pick repeats the check with them); they are dropped once verified or reset.
 */
export function useChat({ onClose }: { onClose: () => void }) {
  const { phone } = useBrand();
  const queryClient = useQueryClient();
  const auth = useOptionalAuth();
  const portalLogout = useRef<(() => void) | null>(null);
  portalLogout.current = auth?.user?.role === 'debtor' ? () => auth.logout() : null;
  const text = useChatText();
  const [state, dispatch] = useReducer(chatReducer, undefined, () => initialChatState());
  const [busy, setBusy] = useState(false);
  const [menu, setMenu] = useState<ChatMenuIntent[]>([...CHAT_MENU_INTENTS]);
  const live = useRef(state);
  live.current = state;
  const credentials = useRef<{ ssn_last4: string; dob: string } | null>(null);
  const conversationId = useRef(newConversationId());
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const withPhone = useCallback((text: string) => fillChatText(text, { phone }), [phone]);
  const planOfferFor = useChatPlanOffer(currentAccount(state)?.id ?? null);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const later = useCallback((ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  }, []);

  const reset = useCallback(() => {
    credentials.current = null;
    conversationId.current = newConversationId();
    setMenu([...CHAT_MENU_INTENTS]);
    setBusy(false);
    dispatch({ type: 'reset' });
  }, []);

  /** docs/product/chat.md: the expiry message, then after 3 s the reset (server session ended) and the chat closes. */
  const expire = useCallback(() => {
    if (live.current.ending) return;
    dispatch({ type: 'ending', kind: 'expired' });
    later(CHAT_TIMING.expiredResetMs, () => {
      void logoutChat();
      reset();
      closeRef.current();
    });
  }, [later, reset]);

  /**
   * The Logout button and the 'logout' intent: the secure-logout message, then the reset after 2 s.
   * A debtor signed in to the portal is signed out of it too (decision 0119): "logged out" means it.
   */
  const logout = useCallback(() => {
    if (live.current.ending) return;
    dispatch({ type: 'ending', kind: 'logout' });
    void logoutChat();
    portalLogout.current?.();
    later(CHAT_TIMING.logoutResetMs, reset);
  }, [later, reset]);

  /** End Session of the receipt and dispute modals: reset at once and show verification. */
  const endSession = useCallback(() => {
    void logoutChat();
    reset();
  }, [reset]);

  /** A chat call answered 401: the server ended the session, so the widget ends it too. */
  const endedByServer = useCallback(
    (error: unknown) => {
      if (!chatSessionEnded(error)) return false;
      expire();
      return true;
    },
    [expire],
  );

  const startCheck = useCallback(
    async (body: { ssn_last4: string; dob: string }, repeat: boolean) => {
      try {
        const answer = await verifyIdentity(body);
        if (!answer.success) {
          dispatch({ type: 'verifyFailed', text: withPhone(M.verificationFailed) });
          return;
        }
        credentials.current = body;
        dispatch({
          type: 'addressOptions',
          token: answer.debtor_id,
          options: answer.address_options,
          repeat,
        });
      } catch (error) {
        if (!(error instanceof ApiError)) {
          dispatch({ type: 'bot', text: withPhone(M.networkError), tone: 'error' });
          if (repeat) dispatch({ type: 'tryAgain' });
          return;
        }
        // The throttle (429) speaks for itself; any other refusal is a plain failed attempt.
        const text =
          error.status === 429 ? (error.serverMessage ?? M.verificationFailed) : M.verificationFailed;
        dispatch({ type: 'verifyFailed', text: withPhone(text) });
      }
    },
    [withPhone],
  );

  const verify = useCallback(
    async (ssn_last4: string, dob: string) => {
      setBusy(true);
      await startCheck({ ssn_last4, dob }, false);
      setBusy(false);
    },
    [startCheck],
  );

  const loadMenuOrder = useCallback(async () => {
    try {
      setMenu(orderMenuIntents(await fetchPopularIntents()));
    } catch {
      setMenu([...CHAT_MENU_INTENTS]); // docs/product/chat.md: the default order on error
    }
  }, []);

  const pickAddress = useCallback(
    async (address: string) => {
      const check = live.current.check;
      if (!check) return;
      setBusy(true);
      dispatch({ type: 'user', text: address });
      try {
        const answer = await verifyAddress({ debtor_id: check.token, selected_address: address });
        credentials.current = null;
        dispatch({ type: 'verified', answer });
        // The server signed this browser in as the person (decision 0119): every page reads who is
        // signed in, and what it had read for someone else, again.
        if (answer.signed_in) void queryClient.invalidateQueries();
        void loadMenuOrder();
      } catch (error) {
        if (!(error instanceof ApiError)) {
          dispatch({ type: 'bot', text: withPhone(M.networkError), tone: 'error' });
        } else if (address === IDENTITY_MESSAGES.noneOfTheseOption) {
          credentials.current = null;
          dispatch({ type: 'noneOfThese', text: error.serverMessage ?? withPhone(M.noneOfThese) });
        } else {
          const last = live.current.addressFailures + 1 >= 2;
          dispatch({ type: 'addressWrong', text: error.serverMessage ?? withPhone(M.verificationFailed) });
          const kept = credentials.current;
          if (last || !kept) credentials.current = null;
          else await startCheck(kept, true); // docs/product/chat.md: a first wrong pick repeats the selection
        }
      }
      setBusy(false);
    },
    [loadMenuOrder, queryClient, startCheck, withPhone],
  );

  const track = useCallback((intent: ChatIntent) => {
    void trackIntent(trackingBody(intent, currentAccount(live.current)?.id ?? null, conversationId.current));
  }, []);

  /**
   * A menu choice, or a request read from free text (`said`: the visitor's words are already shown).
   * A call-only request is answered even before verification (the answer names no account);
   * "Stop contacting me" and "wrong person" then wait for the visitor (decision 0048).
   */
  const choose = useCallback(
    (choice: ChatChoice, said = false) => {
      if (live.current.ending) return;
      if (!said) dispatch({ type: 'user', text: text.label(choice) });
      if (isCallOnly(choice)) {
        track(choice);
        const also = alsoTracked(choice);
        if (also) track(also);
        const account = currentAccount(live.current);
        const number = account ? formatAccountNumber(account.account_number, account.id) : undefined;
        // Settlement and plan requests first point to the Payment plan page (decision 0063).
        const text = isChatPlanIntent(choice)
          ? planIntentAnswer(choice, phone, { accountNumber: number, offer: planOfferFor(account?.id) })
          : callIntentAnswer(choice, phone, number);
        dispatch({ type: 'bot', text });
        const pending = choice === 'stop_communication' || choice === 'wrong_party' ? choice : null;
        dispatch({ type: 'answered', pending });
        return;
      }
      if (!live.current.verified) {
        dispatch({ type: 'needVerification' });
        return;
      }
      track(choice);
      const also = alsoTracked(choice);
      if (also) track(also);
      const step = stepOf(choice);
      if (step) dispatch({ type: 'go', step });
    },
    [phone, planOfferFor, track, text.label],
  );

  /** "More": the call-only requests beyond the menu's seven. */
  const openMore = useCallback(() => {
    if (live.current.ending) return;
    dispatch({ type: 'user', text: text.t('messages.more') });
    dispatch({ type: 'go', step: 'more' });
  }, [text.t]);

  const sendText = useCallback(
    (text: string) => {
      if (live.current.ending) return;
      dispatch({ type: 'user', text });
      const request = readFreeText(text, live.current.verified !== null);
      if (request.kind === 'verify') dispatch({ type: 'needVerification' });
      else if (request.kind === 'intent') {
        if (request.payoff && live.current.verified) track('payoff');
        choose(request.intent, true);
      } else if (request.kind === 'update_contact') choose('update_contact', true);
      else if (request.kind === 'logout') {
        track('logout');
        logout();
      } else dispatch({ type: 'bot', text: withPhone(M.unknownIntent) });
    },
    [choose, logout, track, withPhone],
  );

  const say = useCallback(
    (text: string, tone?: 'error' | 'success') => dispatch({ type: 'bot', text, tone }),
    [],
  );
  const go = useCallback((step: ChatStep) => dispatch({ type: 'go', step }), []);

  return {
    state,
    account: currentAccount(state),
    busy,
    menu,
    phone,
    withPhone,
    verify,
    pickAddress,
    tryAgain: () => dispatch({ type: 'tryAgain' }),
    choose,
    openMore,
    track,
    sendText,
    chooseAccount: (accountId: number) => dispatch({ type: 'chooseAccount', accountId }),
    balanceChanged: (accountId: number, unpaidBalance: number) =>
      dispatch({ type: 'balanceChanged', accountId, unpaidBalance }),
    say,
    go,
    pendingDone: () => dispatch({ type: 'pendingDone' }),
    logout,
    expire,
    endSession,
    endedByServer,
  };
}

export type ChatController = ReturnType<typeof useChat>;
