import type { z } from 'zod';
import { ApiError, throwIfNotOk } from '@/lib/api-client';

/**
 * The chat's calls: same-origin, so the arrears_chat cookie rides along; a failed answer raises
 * ApiError; the answer is read with the domain schema, so a server that drifts from the contract
 * fails loudly instead of showing wrong numbers.
 */
export async function chatCall<S extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.output<S>> {
  const init: RequestInit = { method, credentials: 'same-origin' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(path, init);
  await throwIfNotOk(res);
  const text = await res.text();
  return schema.parse(text ? JSON.parse(text) : undefined);
}

/** A chat call answered 401: the server ended the chat session (idle, 30-minute limit or logout). */
export function chatSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Fetch itself failed (offline, connection reset): no answer from the server at all. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** The server's own words for a refused call (4xx with { message }), else the fallback. */
export function refusalText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) return error.serverMessage;
  return fallback;
}
