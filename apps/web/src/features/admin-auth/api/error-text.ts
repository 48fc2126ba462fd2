import { ApiError } from '@/lib/api-client';

/**
 * The text of a JSON error answer: its `message`, else its `error` field (docs/product/back-office.md names the
 * latter). Undefined for network failures and answers that are not JSON, so each screen can pick
 * its own fallback for those.
 */
export function jsonErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const body = JSON.parse(error.body) as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // not JSON
  }
  return undefined;
}

/** True when the answer came back as JSON (so the server was reached and spoke our language). */
export function isJsonErrorAnswer(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  try {
    JSON.parse(error.body);
    return error.body.length > 0;
  } catch {
    return false;
  }
}
