import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../src/db/schema';
import { unsubscribeToken } from '../../src/modules/compliance/opt-out';
import { newResetToken } from '../../src/modules/passwords/reset-tokens';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createUser } from '../factories';
import { insertAccount } from '../kits/accounts/account-fixtures';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

/**
 * Reset and unsubscribe links carry their token in the query string; a log line names the request
 * by its path only (app.ts), so whoever reads the logs cannot use a link found there.
 */

const lines: string[] = [];
let t: TestApp;
const evidence: SweepLine[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await buildTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: stream });
});
afterAll(async () => {
  if (evidence.length) writeSweepEvidence('log-no-secrets', 'no link token in the logs', evidence);
  await t?.close();
});

describe('request logging', () => {
  it('logs reset and unsubscribe link requests by their path, never their token', async () => {
    const user = await createUser(t.deps.db);
    const reset = newResetToken();
    await t.deps.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: reset.tokenHash,
      expiresAt: new Date(t.clock.now() + 30 * 60_000),
    });
    const account = await insertAccount(t.deps.db, t.deps.encryption);
    const unsubscribe = unsubscribeToken(t.deps.config.sessionSecret, account.id, 'ines@example.com');

    const requests = [
      { method: 'GET', url: `/reset-password?token=${reset.token}` }, // the link in the e-mail (the page)
      { method: 'GET', url: `/api/unsubscribe?token=${encodeURIComponent(unsubscribe)}` },
      { method: 'GET', url: `/api/unsubscribe/link?token=${encodeURIComponent(unsubscribe)}` },
      // A mail provider's one-click unsubscribe (RFC 8058): a POST to the same link.
      {
        method: 'POST',
        url: `/api/unsubscribe?token=${encodeURIComponent(unsubscribe)}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    ] as const;
    for (const request of requests) await t.app.inject(request);

    const log = lines.join('');
    const incoming = log.split('\n').filter((line) => line.includes('incoming request'));
    expect(incoming).toHaveLength(requests.length);
    for (const path of ['/reset-password', '/api/unsubscribe', '/api/unsubscribe/link'])
      expect(log).toContain(`"url":"${path}"`);
    const secrets = [reset.token, unsubscribe, encodeURIComponent(unsubscribe), ...unsubscribe.split('.')];
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain('token=');
    evidence.push({
      area: 'Log lines of reset and unsubscribe link requests (GET and one-click POST)',
      cases: requests.length,
      result: 'the path is logged; no token appears in the log',
    });
  });
});
