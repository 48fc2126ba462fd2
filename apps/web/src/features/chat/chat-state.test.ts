import { CHAT_MESSAGES as M } from '@arrears/domain';
import { describe, expect, it } from 'vitest';
import { type ChatAction, chatReducer, currentAccount, initialChatState } from './chat-state';
import { accountInfo, verifiedAnswer } from './testing';

const run = (...actions: ChatAction[]) => actions.reduce(chatReducer, initialChatState());
const texts = (state: ReturnType<typeof run>) => state.lines.map((l) => l.text);

describe('chatReducer', () => {
  it('starts with the greeting and the verification form', () => {
    const state = initialChatState();
    expect(state.step).toBe('initial');
    expect(texts(state)).toEqual([M.greeting]);
  });

  it('two failed verifications end on the failed step', () => {
    const once = run({ type: 'verifyFailed', text: 'no' });
    expect([once.step, once.failedAttempts]).toEqual(['retry', 1]);
    const twice = chatReducer(chatReducer(once, { type: 'tryAgain' }), { type: 'verifyFailed', text: 'no' });
    expect([twice.step, twice.failedAttempts]).toEqual(['failed', 2]);
    expect(chatReducer(twice, { type: 'needVerification' }).step).toBe('failed');
  });

  it('a second wrong address starts over with a new form key', () => {
    const options = (repeat: boolean): ChatAction => ({
      type: 'addressOptions',
      token: 't',
      options: ['a'],
      repeat,
    });
    const state = run(options(false), { type: 'addressWrong', text: 'x' }, options(true), {
      type: 'addressWrong',
      text: 'x',
    });
    expect(state.step).toBe('initial');
    expect(state.formKey).toBe(1);
    expect(state.addressFailures).toBe(0);
    expect(texts(state).at(-1)).toBe(M.addressStartOver);
  });

  it('works on the chosen account, and a reset forgets the visitor', () => {
    const second = accountInfo({ id: 8 });
    const state = run(
      { type: 'verified', answer: verifiedAnswer([accountInfo(), second]) },
      { type: 'chooseAccount', accountId: 8 },
      { type: 'balanceChanged', accountId: 8, unpaidBalance: 10 },
    );
    expect(currentAccount(state)).toMatchObject({ id: 8, unpaid_balance: 10 });
    const reset = chatReducer(state, { type: 'reset' });
    expect(reset.verified).toBeNull();
    expect(texts(reset)).toEqual([M.greeting]);
  });

  it('a call-only answer keeps the verification step before, returns to the menu after; a request waits until done', () => {
    const before = run({ type: 'answered', pending: 'wrong_party' });
    expect([before.step, before.pending]).toEqual(['initial', 'wrong_party']);
    const after = run(
      { type: 'verified', answer: verifiedAnswer() },
      { type: 'go', step: 'more' },
      { type: 'answered', pending: 'stop_communication' },
    );
    expect([after.step, after.pending]).toEqual(['menu', 'stop_communication']);
    expect(chatReducer(after, { type: 'pendingDone' }).pending).toBeNull();
    // Another step or a reset drops the waiting request.
    expect(chatReducer(after, { type: 'go', step: 'balance' }).pending).toBeNull();
    expect(chatReducer(after, { type: 'reset' }).pending).toBeNull();
  });
});
