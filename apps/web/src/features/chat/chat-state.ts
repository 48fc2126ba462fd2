import {
  CHAT_VERIFICATION_ATTEMPTS,
  type ChatAccountInfo,
  type ChatVerifyAddressResponse,
  fillChatText,
  CHAT_MESSAGES as M,
} from '@arrears/domain';

/** The chat's steps (docs/product/chat.md), plus the statement and transaction views of the menu. */
export type ChatStep =
  | 'initial'
  | 'retry'
  | 'failed'
  | 'address'
  | 'menu'
  | 'payment'
  | 'balance'
  | 'dispute'
  | 'update_contact'
  | 'statement'
  | 'transactions'
  /** The call-only requests of "More" (docs/product/chat.md). */
  | 'more';

/** A call-only request the chat can also act on, waiting for the visitor (decision 0048). */
export type PendingRequest = 'stop_communication' | 'wrong_party';

export interface ChatLine {
  id: number;
  from: 'bot' | 'user';
  text: string;
  tone?: 'error' | 'success';
}

export interface VerifiedDebtor {
  name: string;
  accounts: ChatAccountInfo[];
  /** The account the chat works on (the visitor may switch when there are several). */
  accountId: number;
}

export interface ChatState {
  step: ChatStep;
  lines: ChatLine[];
  nextId: number;
  /** Failed verifications (docs/product/chat.md: 2 allowed). */
  failedAttempts: number;
  /** Wrong address picks since the last start over. */
  addressFailures: number;
  /** The pending identity check: its one-use token and the addresses to pick from. */
  check: { token: string; options: string[] } | null;
  verified: VerifiedDebtor | null;
  /** Bumped to remount (and so clear) the verification inputs. */
  formKey: number;
  /** The session is closing: the expiry or logout message shows until the reset. */
  ending: 'expired' | 'logout' | null;
  /** "Stop contacting me" waiting for its confirmation, or "wrong person" for the number. */
  pending: PendingRequest | null;
}

export type ChatAction =
  | { type: 'bot'; text: string; tone?: ChatLine['tone'] }
  | { type: 'user'; text: string }
  | { type: 'verifyFailed'; text: string }
  | { type: 'addressOptions'; token: string; options: string[]; repeat: boolean }
  | { type: 'addressWrong'; text: string }
  /** "None of these is my address": the check failed; a fresh form, in case a detail was mistyped. */
  | { type: 'noneOfThese'; text: string }
  | { type: 'verified'; answer: ChatVerifyAddressResponse }
  | { type: 'go'; step: ChatStep }
  /** A call-only answer was given: back to the menu once verified, and maybe a request to act on. */
  | { type: 'answered'; pending: PendingRequest | null }
  | { type: 'pendingDone' }
  | { type: 'tryAgain' }
  | { type: 'needVerification' }
  | { type: 'chooseAccount'; accountId: number }
  | { type: 'balanceChanged'; accountId: number; unpaidBalance: number }
  | { type: 'ending'; kind: 'expired' | 'logout' }
  | { type: 'reset' };

export function initialChatState(formKey = 0): ChatState {
  return {
    step: 'initial',
    lines: [{ id: 0, from: 'bot', text: M.greeting }],
    nextId: 1,
    failedAttempts: 0,
    addressFailures: 0,
    check: null,
    verified: null,
    formKey,
    ending: null,
    pending: null,
  };
}

function say(state: ChatState, ...lines: Omit<ChatLine, 'id'>[]): ChatState {
  let { nextId } = state;
  const added = lines.map((line) => ({ ...line, id: nextId++ }));
  return { ...state, lines: [...state.lines, ...added], nextId };
}

const bot = (text: string, tone?: ChatLine['tone']): Omit<ChatLine, 'id'> => ({ from: 'bot', text, tone });

/** The conversation's state machine (docs/product/chat.md). Texts with {phone} arrive already filled. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'bot':
      return say(state, bot(action.text, action.tone));
    case 'user':
      return say(state, { from: 'user', text: action.text });
    case 'verifyFailed': {
      const failedAttempts = state.failedAttempts + 1;
      const failed = failedAttempts >= CHAT_VERIFICATION_ATTEMPTS;
      // The call prompt of the failed step is the step itself (text and telephone link).
      return say(
        { ...state, failedAttempts, step: failed ? 'failed' : 'retry', check: null },
        bot(action.text, 'error'),
      );
    }
    case 'addressOptions':
      return say(
        { ...state, step: 'address', check: { token: action.token, options: action.options } },
        bot(action.repeat ? M.addressRetry : M.pickAddress),
      );
    case 'noneOfThese':
      return say(
        { ...state, step: 'initial', addressFailures: 0, check: null, formKey: state.formKey + 1 },
        bot(action.text, 'error'),
      );
    case 'addressWrong': {
      const addressFailures = state.addressFailures + 1;
      if (addressFailures < 2)
        return say({ ...state, addressFailures, check: null }, bot(action.text, 'error'));
      return say(
        { ...state, step: 'initial', addressFailures: 0, check: null, formKey: state.formKey + 1 },
        bot(action.text, 'error'),
        bot(M.addressStartOver),
      );
    }
    case 'verified': {
      const { answer } = action;
      const accounts = answer.accounts.length > 0 ? answer.accounts : [answer.account_info];
      return say(
        {
          ...state,
          step: 'menu',
          check: null,
          failedAttempts: 0,
          addressFailures: 0,
          verified: { name: answer.name, accounts, accountId: answer.debtor_id },
        },
        bot(fillChatText(M.verified, { name: answer.name }), 'success'),
      );
    }
    case 'go':
      return { ...state, step: action.step, pending: null };
    case 'answered':
      return { ...state, step: state.verified ? 'menu' : state.step, pending: action.pending };
    case 'pendingDone':
      return { ...state, pending: null };
    case 'tryAgain':
      return { ...state, step: 'initial', formKey: state.formKey + 1 };
    case 'needVerification': {
      // An address pick under way or the call prompt of the failed step stays where it is.
      const keep = state.step === 'failed' || state.step === 'address';
      return say({ ...state, step: keep ? state.step : 'initial' }, bot(M.needVerification));
    }
    case 'chooseAccount':
      if (!state.verified) return state;
      return { ...state, verified: { ...state.verified, accountId: action.accountId } };
    case 'balanceChanged': {
      if (!state.verified) return state;
      const accounts = state.verified.accounts.map((a) =>
        a.id === action.accountId ? { ...a, unpaid_balance: action.unpaidBalance } : a,
      );
      return { ...state, verified: { ...state.verified, accounts } };
    }
    case 'ending':
      return say(
        { ...state, ending: action.kind },
        bot(action.kind === 'expired' ? M.sessionExpired : M.loggedOut),
      );
    case 'reset':
      return initialChatState(state.formKey + 1);
  }
}

/** The account the chat works on. */
export function currentAccount(state: ChatState): ChatAccountInfo | null {
  const v = state.verified;
  if (!v) return null;
  return v.accounts.find((a) => a.id === v.accountId) ?? v.accounts[0] ?? null;
}
