import { CHAT_MESSAGES, CHAT_TIMING } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { chatGet, chatPost, newChatDebtor, verifiedChat } from '../../../test/kits/chat/chat-test-kit';
import { CHAT_SESSION_LIFETIME_MS } from '../../sessions/chat-session.store';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const ended = { message: CHAT_MESSAGES.sessionRequired };
const MINUTE = 60_000;

async function chatWithAccount() {
  const debtor = await newChatDebtor(t);
  const { cookie } = await verifiedChat(t, debtor);
  return { cookie, url: `/api/chat/payments/${debtor.accounts[0].id}` };
}

describe('the chat session', () => {
  it('without a chat cookie the chat calls answer 401 "verify again", a sign-in is no chat session', async () => {
    const { url } = await chatWithAccount();
    await createUser(t.deps.db, { username: 'chat-session-debtor', role: 'debtor' });
    const signedIn = await signIn(t.app, 'chat-session-debtor');
    for (const cookie of [undefined, signedIn, 'arrears_chat=not-a-real-token']) {
      const list = await chatGet(t, url, cookie);
      expect(list.statusCode).toBe(401);
      expect(list.json()).toEqual(ended);
      const update = await chatPost(t, '/api/chat/contact-update', { debtAccountId: 1, reason: 'x' }, cookie);
      expect(update.statusCode).toBe(401);
      expect(update.json()).toEqual(ended);
    }
  });

  it('ends after 5 minutes without a call; each call keeps it alive', async () => {
    const { cookie, url } = await chatWithAccount();
    t.clock.advance(4 * MINUTE);
    expect((await chatGet(t, url, cookie)).statusCode).toBe(200);
    t.clock.advance(4 * MINUTE);
    expect((await chatGet(t, url, cookie)).statusCode).toBe(200);
    t.clock.advance(CHAT_TIMING.sessionTimeoutMs);
    const res = await chatGet(t, url, cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(ended);
    // An ended session stays ended, even if the clock were to say otherwise.
    t.clock.advance(-CHAT_TIMING.sessionTimeoutMs);
    expect((await chatGet(t, url, cookie)).statusCode).toBe(401);
    t.clock.advance(CHAT_TIMING.sessionTimeoutMs);
  });

  it("'Stay Connected' (session/extend) keeps it alive like any call; without a live session it is 401", async () => {
    const { cookie, url } = await chatWithAccount();
    t.clock.advance(4 * MINUTE);
    const extend = await chatPost(t, '/api/chat/session/extend', undefined, cookie);
    expect(extend.statusCode).toBe(200);
    expect(extend.json()).toEqual({ success: true });
    t.clock.advance(4 * MINUTE);
    expect((await chatGet(t, url, cookie)).statusCode).toBe(200);
    const none = await chatPost(t, '/api/chat/session/extend', undefined);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(ended);
  });

  it('ends 30 minutes after verification however active', async () => {
    const { cookie, url } = await chatWithAccount();
    let elapsed = 0;
    while (elapsed + 4 * MINUTE < CHAT_SESSION_LIFETIME_MS) {
      t.clock.advance(4 * MINUTE);
      elapsed += 4 * MINUTE;
      expect((await chatGet(t, url, cookie)).statusCode).toBe(200);
    }
    t.clock.advance(CHAT_SESSION_LIFETIME_MS - elapsed);
    const res = await chatGet(t, url, cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(ended);
  });

  it('logout ends the session and clears the cookie; logout without one is fine too', async () => {
    const { cookie, url } = await chatWithAccount();
    const res = await chatPost(t, '/api/chat/logout', undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cleared = res.cookies.find((c) => c.name === 'arrears_chat');
    expect(cleared?.value).toBe('');
    expect((await chatGet(t, url, cookie)).statusCode).toBe(401);

    const anonymous = await chatPost(t, '/api/chat/logout', undefined);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ success: true });
  });

  it('a new verification in the same browser ends the previous chat session', async () => {
    const first = await chatWithAccount();
    const debtor = await newChatDebtor(t);
    const ip = '10.9.9.9';
    const check = (
      await chatPost(t, '/api/chat/verify', { ssn_last4: debtor.last4, dob: debtor.dob }, undefined, ip)
    ).json();
    const res = await chatPost(
      t,
      '/api/chat/verify-address',
      { debtor_id: check.debtor_id, selected_address: debtor.address },
      first.cookie,
      ip,
    );
    expect(res.statusCode).toBe(200);
    expect((await chatGet(t, first.url, first.cookie)).statusCode).toBe(401);
  });
});
