import { readFileSync } from 'node:fs';
import { CHAT_MESSAGES, DEMO_BRAND, fillChatText, IDENTITY_MESSAGES, LANGUAGE_COOKIE } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { newChatDebtor, newIp, startChatCheck, verifiedChat } from '../../../test/kits/chat/chat-test-kit';
import { CHAT_ANSWER_KEYS, chatAnswerIn } from '../../i18n/chat-answers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const spanish = `${LANGUAGE_COOKIE}=es`;
const phone = DEMO_BRAND.phone;

async function wrongPick(headers: Record<string, string>, selected?: string) {
  const debtor = await newChatDebtor(t);
  const ip = newIp();
  const check = await startChatCheck(t, debtor, ip);
  const pick = selected ?? check.address_options.find((a) => a !== debtor.address);
  return t.app.inject({
    method: 'POST',
    url: '/api/chat/verify-address',
    payload: { debtor_id: check.debtor_id, selected_address: pick },
    remoteAddress: ip,
    headers,
  });
}

describe('the chat answers in the conversation language (decision 0074)', () => {
  it('refuses a wrong address in Spanish when the language cookie says Spanish', async () => {
    const res = await wrongPick({ cookie: spanish });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(
      `No pude verificar sus datos. Por favor, inténtelo de nuevo o llame al ${phone} para recibir ayuda.`,
    );
  });

  it('follows Accept-Language without a cookie, and the cookie over Accept-Language', async () => {
    const byHeader = await wrongPick({ 'accept-language': 'es-US,es;q=0.9,en;q=0.5' });
    expect(byHeader.json().message).toBe(chatAnswerIn('es', 'verificationFailed', { phone }));
    const english = await wrongPick({ cookie: `${LANGUAGE_COOKIE}=en`, 'accept-language': 'es-US' });
    expect(english.json().message).toBe(fillChatText(CHAT_MESSAGES.verificationFailed, { phone }));
    const none = await wrongPick({});
    expect(none.json().message).toBe(fillChatText(CHAT_MESSAGES.verificationFailed, { phone }));
  });

  it('says "None of these is my address" in Spanish (the value sent stays English)', async () => {
    const res = await wrongPick({ cookie: spanish }, IDENTITY_MESSAGES.noneOfTheseOption);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(
      `No puedo verificarlo sin su dirección. Por favor, revise sus datos e inténtelo de nuevo, o llame al ${phone} y nuestro equipo le ayudará.`,
    );
  });

  it('says an ended session and another account in Spanish', async () => {
    const ended = await t.app.inject({
      method: 'GET',
      url: '/api/chat/account-summary',
      headers: { cookie: spanish },
      remoteAddress: newIp(),
    });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(
      'Su sesión de chat terminó. Por favor, verifique su identidad otra vez.',
    );

    const debtor = await newChatDebtor(t);
    const { cookie, ip } = await verifiedChat(t, debtor);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/chat/payments/999999999',
      headers: { cookie: `${cookie}; ${spanish}` },
      remoteAddress: ip,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Esta sesión de chat solo puede ver la cuenta verificada.');
  });

  it('keeps the spec English word for word, and the Spanish the web chat says', () => {
    const web = JSON.parse(
      readFileSync(new URL('../../../../web/src/features/chat/i18n/es.json', import.meta.url), 'utf8'),
    ) as { messages: Record<string, string> };
    for (const key of CHAT_ANSWER_KEYS) {
      expect(chatAnswerIn('en', key, { phone })).toBe(fillChatText(CHAT_MESSAGES[key], { phone }));
      expect(chatAnswerIn('es', key, { phone })).toBe(fillChatText(web.messages[key], { phone }));
    }
  });
});
