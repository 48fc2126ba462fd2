// Test helper: a verified chat session got the real way, through the two verification calls.
import { CHAT_SESSION_COOKIE, type ChatVerifyAddressResponse } from '@arrears/domain';
import type { FastifyInstance } from 'fastify';

export interface ChatIdentity {
  last4: string;
  /** yyyy-mm-dd */
  birthDate: string;
  /** The true address as the options show it, e.g. '9 Pine Court, Philadelphia, PA 19103'. */
  address: string;
}

export interface VerifiedChat {
  /** The Cookie header to send: `arrears_chat=…`. */
  cookie: string;
  answer: ChatVerifyAddressResponse;
}

/**
 * POST /api/chat/verify, then /api/chat/verify-address with the identity's true address; fails the
 * test on anything but two 200s. `ip`: the caller's address (the identity throttle counts per IP).
 */
export async function verifyInChat(
  app: FastifyInstance,
  identity: ChatIdentity,
  ip?: string,
): Promise<VerifiedChat> {
  const verify = await app.inject({
    method: 'POST',
    url: '/api/chat/verify',
    payload: { ssn_last4: identity.last4, dob: identity.birthDate },
    remoteAddress: ip,
  });
  if (verify.statusCode !== 200) throw new Error(`chat verify answered ${verify.statusCode}: ${verify.body}`);
  const { debtor_id, address_options } = verify.json() as { debtor_id: string; address_options: string[] };
  if (!address_options.includes(identity.address)) {
    throw new Error(`the true address is not among the options: ${address_options.join(' | ')}`);
  }
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat/verify-address',
    payload: { debtor_id, selected_address: identity.address },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`chat verify-address answered ${res.statusCode}: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === CHAT_SESSION_COOKIE);
  if (!cookie) throw new Error('no chat session cookie');
  return { cookie: `${CHAT_SESSION_COOKIE}=${cookie.value}`, answer: res.json() };
}
