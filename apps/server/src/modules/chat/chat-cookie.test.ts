import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps';
import { clearChatCookie, setChatCookie } from './chat-cookie';

/** The cookie flags in production (the app tests run with NODE_ENV=test, where Secure is off). */
function recordingReply() {
  const calls: { kind: string; name: string; value?: string; options: Record<string, unknown> }[] = [];
  const reply = {
    setCookie: (name: string, value: string, options: Record<string, unknown>) => {
      calls.push({ kind: 'set', name, value, options });
      return reply;
    },
    clearCookie: (name: string, options: Record<string, unknown>) => {
      calls.push({ kind: 'clear', name, options });
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, calls };
}

describe('the chat cookie', () => {
  it('is __Host-arrears_chat, HttpOnly, SameSite=Strict, path / and Secure in production, for at most 30 minutes', () => {
    const deps = { config: { isProduction: true } } as unknown as AppDeps;
    const { reply, calls } = recordingReply();
    setChatCookie(deps, reply, 'token-value');
    clearChatCookie(deps, reply);
    expect(calls).toEqual([
      {
        kind: 'set',
        name: '__Host-arrears_chat',
        value: 'token-value',
        options: { path: '/', httpOnly: true, sameSite: 'strict', secure: true, maxAge: 1800 },
      },
      {
        kind: 'clear',
        name: '__Host-arrears_chat',
        options: { path: '/', httpOnly: true, sameSite: 'strict', secure: true },
      },
    ]);
  });
});
