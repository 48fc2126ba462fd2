import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config';
import { assertStoredName, type DocumentStore, newStoredName } from './document-store';
import { isMissingObject, s3RequestErrorOf } from './s3-request-error';
import { createS3Client, loadS3Sdk } from './s3-sdk-client';

/** Every document object lives under this prefix, so a bucket can be shared and ruled by prefix. */
export const DOCUMENT_KEY_PREFIX = 'documents/';

/** How long one S3 call (retries included) may take; for a GET, until the headers arrive. */
export const S3_TIMEOUT_MS = 30_000;

/**
 * Documents in an S3-compatible bucket (DOCUMENT_STORAGE=s3), so that every server instance sees
 * the same files. An upload is collected in memory first (at most 10 MB: the upload route stops a
 * larger one) because S3 needs its length and the SDK signs its SHA-256, which the service checks.
 * A download is streamed straight from S3's answer. Objects are written without an ACL, so they
 * stay private to the bucket's owner; they are only ever served through the app's access checks.
 */
export class S3DocumentStore implements DocumentStore {
  #client: Promise<S3Client> | null = null;
  readonly #settings: S3Settings;
  readonly #timeoutMs: number;

  constructor(settings: S3Settings, options: { client?: S3Client; timeoutMs?: number } = {}) {
    this.#settings = settings;
    if (options.client) this.#client = Promise.resolve(options.client);
    this.#timeoutMs = options.timeoutMs ?? S3_TIMEOUT_MS;
  }

  async put(source: Readable | AsyncIterable<Buffer>): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of source) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    const storedName = newStoredName();
    const { PutObjectCommand } = await loadS3Sdk();
    const command = new PutObjectCommand({
      Bucket: this.#settings.bucket,
      Key: this.keyOf(storedName),
      Body: Buffer.concat(chunks),
      ContentType: 'application/pdf',
      ServerSideEncryption: this.#settings.serverSideEncryption ?? undefined,
    });
    await this.#call('PutObject', (client, abortSignal) => client.send(command, { abortSignal }));
    return storedName;
  }

  async get(storedName: string): Promise<{ stream: Readable; size: number } | null> {
    const { GetObjectCommand } = await loadS3Sdk();
    const command = new GetObjectCommand({ Bucket: this.#settings.bucket, Key: this.keyOf(storedName) });
    const object = await this.#call('GetObject', (client, abortSignal) =>
      client.send(command, { abortSignal }),
    );
    if (!object) return null;
    // On Node the SDK hands over the HTTP response itself: a Readable, not yet read.
    if (!(object.Body instanceof Readable)) throw new Error('S3 GetObject answered without a body');
    return { stream: object.Body, size: object.ContentLength ?? 0 };
  }

  /** S3 answers 204 whether the object existed or not; some compatible services say 404. */
  async delete(storedName: string): Promise<void> {
    const { DeleteObjectCommand } = await loadS3Sdk();
    const command = new DeleteObjectCommand({ Bucket: this.#settings.bucket, Key: this.keyOf(storedName) });
    await this.#call('DeleteObject', (client, abortSignal) => client.send(command, { abortSignal }));
  }

  private keyOf(storedName: string): string {
    assertStoredName(storedName);
    return `${DOCUMENT_KEY_PREFIX}${storedName}`;
  }

  /**
   * One SDK call under the time limit: null when S3 says there is no such object, an
   * S3RequestError for any other failure. The timer stops once S3 has answered, so a body being
   * streamed is never cut off.
   */
  async #call<T>(
    operation: string,
    send: (client: S3Client, abortSignal: AbortSignal) => Promise<T>,
  ): Promise<T | null> {
    this.#client ??= createS3Client(this.#settings);
    const client = await this.#client;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.#timeoutMs);
    try {
      return await send(client, controller.signal);
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw s3RequestErrorOf(operation, error, {
        host: new URL(this.#settings.endpoint).host,
        timedOutAfterMs: controller.signal.aborted ? this.#timeoutMs : null,
      });
    } finally {
      clearTimeout(timer);
    }
  }
}
