import type { Readable } from 'node:stream';
import { assertStoredName, type DocumentStore, newStoredName } from './document-store';
import type { S3Client } from './s3-client';

/** Every document object lives under this prefix, so a bucket can be shared and ruled by prefix. */
export const DOCUMENT_KEY_PREFIX = 'documents/';

/**
 * Documents in an S3-compatible bucket (DOCUMENT_STORAGE=s3), so that every server instance sees
 * the same files. An upload is collected in memory first (at most 10 MB: the upload route stops a
 * larger one) because S3 needs its length and we sign its SHA-256, which the service checks.
 * Objects are private; they are only ever served through the app's own access checks.
 */
export class S3DocumentStore implements DocumentStore {
  constructor(private readonly client: S3Client) {}

  async put(source: Readable | AsyncIterable<Buffer>): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of source) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    const storedName = newStoredName();
    await this.client.putObject(this.keyOf(storedName), Buffer.concat(chunks), 'application/pdf');
    return storedName;
  }

  async get(storedName: string): Promise<{ stream: Readable; size: number } | null> {
    const object = await this.client.getObject(this.keyOf(storedName));
    return object && { stream: object.body, size: object.size };
  }

  async delete(storedName: string): Promise<void> {
    await this.client.deleteObject(this.keyOf(storedName));
  }

  private keyOf(storedName: string): string {
    assertStoredName(storedName);
    return `${DOCUMENT_KEY_PREFIX}${storedName}`;
  }
}
