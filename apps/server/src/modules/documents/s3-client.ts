import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { S3Settings } from '../../config';
import { EMPTY_BODY_SHA256, sha256Hex, signV4 } from './s3-signature';

/** How long one S3 call may take before it is abandoned (for a GET: until the headers arrive). */
export const S3_TIMEOUT_MS = 30_000;

/**
 * An S3 call that failed: the operation, the HTTP status and S3's error code (e.g. AccessDenied,
 * SignatureDoesNotMatch, NoSuchBucket). Never carries the credentials or the request headers.
 */
export class S3RequestError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number | null,
    readonly s3Code: string | null,
    detail: string,
  ) {
    super(`S3 ${operation} failed: ${status ?? 'no answer'}${s3Code ? ` ${s3Code}` : ''} (${detail})`);
    this.name = 'S3RequestError';
  }
}

export interface S3ClientOptions {
  /** Tests may move the signing clock. */
  now?: () => Date;
  timeoutMs?: number;
}

/** The code and message of an S3 XML error body, when there is one. */
function s3ErrorOf(xml: string): { code: string | null; message: string } {
  const code = /<Code>([^<]*)<\/Code>/.exec(xml)?.[1] ?? null;
  const message = /<Message>([^<]*)<\/Message>/.exec(xml)?.[1] ?? xml.slice(0, 200);
  return { code, message };
}

/**
 * PutObject, GetObject and DeleteObject on one bucket of any S3-compatible service (AWS S3,
 * MinIO, Ceph, R2, …), over fetch with Signature V4. Objects are written without any ACL, so
 * they stay private to the bucket's owner; nothing here makes a public or pre-signed URL.
 */
export class S3Client {
  readonly #settings: S3Settings;
  readonly #now: () => Date;
  readonly #timeoutMs: number;

  constructor(settings: S3Settings, options: S3ClientOptions = {}) {
    this.#settings = settings;
    this.#now = options.now ?? (() => new Date());
    this.#timeoutMs = options.timeoutMs ?? S3_TIMEOUT_MS;
  }

  /** Path style (endpoint/bucket/key) or virtual-hosted style (bucket.endpoint/key). */
  objectUrl(key: string): URL {
    const endpoint = new URL(this.#settings.endpoint);
    const base = endpoint.pathname.replace(/\/+$/, '');
    const path = key.split('/').map(encodeURIComponent).join('/');
    if (this.#settings.forcePathStyle) {
      return new URL(`${endpoint.origin}${base}/${this.#settings.bucket}/${path}`);
    }
    return new URL(`${endpoint.protocol}//${this.#settings.bucket}.${endpoint.host}${base}/${path}`);
  }

  async putObject(key: string, body: Buffer, contentType: string): Promise<void> {
    // fetch sends Content-Length for a buffer body (S3 needs it); the body's hash is signed.
    const headers: Record<string, string> = { 'content-type': contentType };
    if (this.#settings.serverSideEncryption)
      headers['x-amz-server-side-encryption'] = this.#settings.serverSideEncryption;
    const res = await this.#send('PutObject', 'PUT', key, headers, body);
    await this.#expect(res, 'PutObject', [200]);
  }

  /** The object as a stream with its size, or null when there is no such key. */
  async getObject(key: string): Promise<{ body: Readable; size: number } | null> {
    const res = await this.#send('GetObject', 'GET', key, {});
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    await this.#expect(res, 'GetObject', [200]);
    if (!res.body) throw new S3RequestError('GetObject', res.status, null, 'empty body');
    return {
      body: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
      size: Number(res.headers.get('content-length') ?? 0),
    };
  }

  /** Removes the object; S3 answers 204 whether it existed or not. */
  async deleteObject(key: string): Promise<void> {
    const res = await this.#send('DeleteObject', 'DELETE', key, {});
    await this.#expect(res, 'DeleteObject', [200, 204, 404]);
  }

  async #send(
    operation: string,
    method: string,
    key: string,
    extra: Record<string, string>,
    body?: Buffer,
  ): Promise<Response> {
    const url = this.objectUrl(key);
    const headers = signV4({
      method,
      url,
      headers: extra,
      payloadHash: body ? sha256Hex(body) : EMPTY_BODY_SHA256,
      region: this.#settings.region,
      credentials: this.#settings,
      date: this.#now(),
    });
    delete headers.host; // fetch sets it from the URL, exactly as signed
    // The timer covers the request and the answer's headers; a body being streamed is not cut off.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.#timeoutMs);
    try {
      return await fetch(url, {
        method,
        headers,
        body: body ? new Uint8Array(body.buffer, body.byteOffset, body.length) : undefined,
        signal: controller.signal,
        redirect: 'error',
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const detail = controller.signal.aborted
        ? `no answer within ${this.#timeoutMs} ms`
        : (cause?.code ?? cause?.message ?? (error as Error).message);
      throw new S3RequestError(operation, null, null, `${url.host}: ${detail}`);
    } finally {
      clearTimeout(timer);
    }
  }

  async #expect(res: Response, operation: string, ok: number[]): Promise<void> {
    if (ok.includes(res.status)) {
      if (operation !== 'GetObject') await res.body?.cancel();
      return;
    }
    const { code, message } = s3ErrorOf(await res.text().catch(() => ''));
    throw new S3RequestError(operation, res.status, code, message);
  }
}
