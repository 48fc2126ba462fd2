/**
 * The one way the SPA talks to the server (docs/product/public-site.md): cookies always sent, JSON or multipart
 * bodies, and any non-success answer raised as "<status>: <body text or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `{ message }` when the body carries one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return this.body || undefined;
    }
  }
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text();
  throw new ApiError(res.status, body, res.statusText);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest(
  method: HttpMethod,
  path: string,
  payload?: unknown,
  /** Extra request headers (e.g. an Idempotency-Key). */
  extraHeaders?: Record<string, string>,
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && payload instanceof FormData;
  const init: RequestInit = { method, credentials: 'include' };
  if (isForm) {
    init.body = payload;
  } else if (payload !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(payload);
  }
  if (extraHeaders)
    init.headers = { ...(init.headers as Record<string, string> | undefined), ...extraHeaders };
  const res = await fetch(path, init);
  await throwIfNotOk(res);
  return res;
}

/** JSON answer of a call, or undefined for an empty body. */
export async function apiJson<T>(
  method: HttpMethod,
  path: string,
  payload?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<T> {
  const res = await apiRequest(method, path, payload, extraHeaders);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The text a toast shows for a failed call: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Reads (GET). A 401 raises by default; `on401: 'returnNull'` turns it into an empty result. */
export async function getJson<T>(
  path: string,
  options: { on401?: 'throw' | 'returnNull' } = {},
): Promise<T | null> {
  const res = await fetch(path, { credentials: 'include' });
  if (options.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}
