// The untimed calls around the load: a small cookie-carrying JSON client, the accounts import
// (upload + its progress), and the agents' enrolment in two-factor and their sign-in.
import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { ROOT } from '@arrears/harness/server';

/** Every `name=value` the answer sets, merged into a jar (a Map). Cookie names are not assumed. */
function keepCookies(jar, res) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    const value = pair.slice(at + 1);
    if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(pair.slice(0, at));
    else jar.set(pair.slice(0, at), value);
  }
}

export const cookieHeader = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** A client for one person: `call(method, path, body?)` → { status, body, ms }, cookies kept. */
export function client(baseUrl, headers = {}) {
  const jar = new Map();
  async function call(method, path, body, { timeoutMs = 30_000 } = {}) {
    const isForm = body instanceof FormData;
    const started = performance.now();
    const res = await fetch(baseUrl + path, {
      method,
      headers: {
        ...headers,
        ...(jar.size ? { cookie: cookieHeader(jar) } : {}),
        ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? (isForm ? body : JSON.stringify(body)) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    keepCookies(jar, res);
    let parsed = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, body: parsed, ms };
  }
  /** The same, but anything other than `expected` throws with the answer. */
  async function must(method, path, body, expected = 200, options) {
    const r = await call(method, path, body, options);
    if (r.status !== expected)
      throw new Error(`${method} ${path} answered ${r.status}: ${JSON.stringify(r.body).slice(0, 300)}`);
    return r.body;
  }
  return { call, must, jar, cookie: () => cookieHeader(jar) };
}

/** POST /api/admin/import of a CSV (the answer comes when the import has finished). */
export function uploadAccounts(admin, csv, uploadId, fileName) {
  const form = new FormData();
  form.append('importType', 'accounts');
  form.append('uploadId', uploadId);
  form.append('file', new Blob([csv], { type: 'text/csv' }), fileName);
  return admin.call('POST', '/api/admin/import', form, { timeoutMs: 15 * 60_000 });
}

// ------------------------------------------------------------------ two-factor for the agents
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32Decode(input) {
  let bits = 0;
  let value = 0;
  const out = [];
  for (const char of input.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 code of now (HMAC-SHA1, 30 s, 6 digits), computed here as an authenticator app would. */
function totpNow(secret) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

// pngjs and jsqr (the server's dev dependencies, at the repository root) read the setup QR code.
const fromRoot = createRequire(`${ROOT}/package.json`);
function secretOfQr(dataUrl) {
  const { PNG } = fromRoot('pngjs');
  const jsQR = fromRoot('jsqr');
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code in the two-factor setup answer');
  return new URL(code.data).searchParams.get('secret');
}

/**
 * A staff member the admin creates, who replaces the password the admin chose and enrols in
 * two-factor (QR → TOTP), then signs in at the
 * admin login with the second factor (a backup code from the enrolment: a TOTP code of the same
 * 30 s step was just spent). Answers the signed-in client.
 */
export async function signedInAgent(baseUrl, admin, n, runTag) {
  const username = `agent${n}${runTag}`.slice(0, 30);
  const chosen = `Load-agent-${runTag}-${n}!`;
  const password = `${chosen}-own`;
  await admin.must(
    'POST',
    '/api/admin/users',
    {
      firstName: 'Agent',
      lastName: `Number${n}`,
      email: `${username}@example.com`,
      phone: `2155550${pad4(n)}`,
      username,
      password: chosen,
      role: 'staff',
    },
    201,
  );
  const enrol = client(baseUrl);
  await enrol.must('POST', '/api/login', { username, password: chosen });
  // The admin chose the password, so the agent replaces it before anything else (decision 0030).
  await enrol.must('POST', '/api/admin/change-password', { currentPassword: chosen, newPassword: password });
  const setup = await enrol.must('POST', '/api/mfa/setup');
  await enrol.must('POST', '/api/mfa/verify', { token: totpNow(secretOfQr(setup.qrCode)) });
  await enrol.must('POST', '/api/logout');

  const agent = client(baseUrl);
  const step1 = await agent.must('POST', '/api/admin/login', { username, password });
  if (!step1.mfaRequired) throw new Error(`${username}: the admin login asked for no second factor`);
  await agent.must('POST', '/api/mfa/verify-login', { backupCode: setup.backupCodes[0] });
  await agent.must('GET', '/api/user');
  return agent;
}
const pad4 = (n) => String(n).padStart(4, '0');
