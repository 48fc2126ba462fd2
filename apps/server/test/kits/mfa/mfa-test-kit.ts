import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import type { Database } from '../../../src/db/client';
import { securityEvents } from '../../../src/db/schema';
import type { TestApp, TestClock } from '../../build-test-app';
import { createUser, signIn, TEST_PASSWORD } from '../../factories';
import { referenceTotp } from './reference-totp';

export const STEP = 30_000;
export const MINUTE = 60_000;

/** Reads the text of a QR code from a PNG data URL, as a phone camera would. */
export function decodeQrDataUrl(dataUrl: string): string {
  const prefix = 'data:image/png;base64,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(prefix.length), 'base64'));
  const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!qr) throw new Error('no QR code found in the image');
  return qr.data;
}

export interface OtpauthParts {
  type: string;
  issuerInLabel: string;
  account: string;
  issuer: string | null;
  secret: string;
  algorithm: string | null;
  digits: string | null;
  period: string | null;
}

/** Splits otpauth://totp/Issuer:account?secret=…&issuer=… into its parts. */
export function parseOtpauthUri(uri: string): OtpauthParts {
  const url = new URL(uri);
  expect(url.protocol).toBe('otpauth:');
  const label = decodeURIComponent(url.pathname.replace(/^\/+/, ''));
  const [issuerInLabel, account] = label.includes(':') ? label.split(':', 2) : ['', label];
  return {
    type: url.host,
    issuerInLabel,
    account,
    issuer: url.searchParams.get('issuer'),
    secret: url.searchParams.get('secret') ?? '',
    algorithm: url.searchParams.get('algorithm'),
    digits: url.searchParams.get('digits'),
    period: url.searchParams.get('period'),
  };
}

/** Setup, then verify with a code computed from the decoded QR: two-factor on. */
export async function enrol(
  app: FastifyInstance,
  cookie: string,
  clock: TestClock,
): Promise<{ secret: string; backupCodes: string[] }> {
  const setup = await app.inject({ method: 'POST', url: '/api/mfa/setup', headers: { cookie } });
  expect(setup.statusCode).toBe(200);
  const { qrCode, backupCodes } = setup.json() as { qrCode: string; backupCodes: string[] };
  const { secret } = parseOtpauthUri(decodeQrDataUrl(qrCode));
  const verify = await app.inject({
    method: 'POST',
    url: '/api/mfa/verify',
    headers: { cookie },
    payload: { token: referenceTotp(secret, clock.now()), backupCodes },
  });
  expect(verify.statusCode).toBe(200);
  return { secret, backupCodes };
}

/** The password step of an MFA account: the answer and the pending-sign-in cookie to send next. */
export async function passwordStep(
  app: FastifyInstance,
  username: string,
  url = '/api/login',
  password = TEST_PASSWORD,
) {
  const res = await app.inject({ method: 'POST', url, payload: { username, password } });
  const challenge = res.cookies.find((c) => c.name === 'arrears_mfa');
  return { res, mfaCookie: challenge ? `arrears_mfa=${challenge.value}` : '', challenge };
}

export function verifyLogin(app: FastifyInstance, mfaCookie: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/mfa/verify-login',
    headers: mfaCookie ? { cookie: mfaCookie } : {},
    payload,
  });
}

/** The arrears_sid cookie header of an answer, or '' when it set none. */
export function sessionCookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const c = res.cookies.find((x) => x.name === 'arrears_sid' && x.value !== '');
  return c ? `arrears_sid=${c.value}` : '';
}

/**
 * A back-office user with two-factor on (enrolled through the API), signed out again; the clock
 * then moves 3 steps past the enrolment code so the current code is a fresh one.
 */
export async function enrolledUser(t: TestApp, username: string, role: 'admin' | 'staff' = 'staff') {
  const user = await createUser(t.deps.db, { username, role });
  const cookie = await signIn(t.app, username);
  const { secret, backupCodes } = await enrol(t.app, cookie, t.clock);
  await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
  t.clock.advance(3 * STEP);
  return {
    user,
    secret,
    backupCodes,
    /** The code of now (+ offset), computed by the tests' own generator. */
    code: (offsetMs = 0) => referenceTotp(secret, t.clock.now() + offsetMs),
  };
}

/** Another 6-digit code than the right one. */
export const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export const eventsOf = (db: Database, userId: number, type: string) =>
  db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.eventType, type)))
    .orderBy(securityEvents.id);
