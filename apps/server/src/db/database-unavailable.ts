// A lost database (restart, network) is a 503 for the caller and a reason to retry for the code
// that must not lose what it already knows (a card processor's answer).

/** Codes of a database that is gone or not there yet: connection refused or cut, server shutting down or starting. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
]);
/** node-postgres says a connection died in words only, without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
];

/** The error, or any error it wraps (drizzle wraps the driver's as `cause`), is a lost database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.code === 'string' && UNAVAILABLE_CODES.has(current.code)) return true;
    const message = typeof current.message === 'string' ? current.message : '';
    if (UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) return true;
    current = current.cause as typeof current;
  }
  return false;
}
