import { createHash, randomBytes } from 'node:crypto';

/**
 * USAePay REST v2 authentication (help.usaepay.info/api/rest/ "Authentication"): the PIN never
 * travels; each request carries apihash = "s2/{seed}/{sha256hex(apikey + seed + pin)}" with a fresh
 * random seed, sent as HTTP Basic credentials "apikey:apihash".
 */
export function usaepayApiHash(apiKey: string, pin: string, seed: string): string {
  const digest = createHash('sha256').update(`${apiKey}${seed}${pin}`).digest('hex');
  return `s2/${seed}/${digest}`;
}

/** A new seed for every request, so a captured header cannot be told apart from the next one. */
export function newUsaepaySeed(): string {
  return randomBytes(16).toString('hex');
}

/** The Authorization header value for one request. */
export function usaepayAuthorization(apiKey: string, pin: string, seed: string = newUsaepaySeed()): string {
  const credentials = `${apiKey}:${usaepayApiHash(apiKey, pin, seed)}`;
  return `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;
}
