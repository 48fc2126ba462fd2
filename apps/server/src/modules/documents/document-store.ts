import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where document files live, behind one small interface: a folder on disk or an S3-compatible
 * bucket (DOCUMENT_STORAGE, create-document-store.ts), without touching the routes. Files get random names; the original name is only
 * shown, never used as a path.
 */
export interface DocumentStore {
  /** Saves every byte of `source` under a new random name and returns that name. */
  put(source: Readable | AsyncIterable<Buffer>): Promise<string>;
  /** The file's bytes, or null when there is no such file. */
  get(storedName: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a missing file is not an error. */
  delete(storedName: string): Promise<void>;
}

const STORED_NAME = /^[0-9a-f]{32}\.pdf$/;

/** A new random stored name: 128 random bits, so names are neither guessable nor colliding. */
export function newStoredName(): string {
  return `${randomBytes(16).toString('hex')}.pdf`;
}

/** Names come from our own table, but a path or object key is never built from anything else. */
export function assertStoredName(storedName: string): void {
  if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored document name: ${storedName}`);
}

/**
 * Files in one folder that is never served (the SPA is served from WEB_DIST_DIR only). A file is
 * written under a temporary name and renamed once complete, so a half-written upload never has a
 * stored name.
 */
export class DiskDocumentStore implements DocumentStore {
  private ready: Promise<unknown> | null = null;

  constructor(readonly dir: string) {}

  async put(source: Readable | AsyncIterable<Buffer>): Promise<string> {
    await this.ensureDir();
    const storedName = newStoredName();
    const partial = join(this.dir, `.incoming-${storedName}`);
    try {
      await pipeline(source, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, this.pathOf(storedName));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return storedName;
  }

  async get(storedName: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      const handle = await open(this.pathOf(storedName), 'r');
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(storedName: string): Promise<void> {
    await rm(this.pathOf(storedName), { force: true });
  }

  private pathOf(storedName: string): string {
    assertStoredName(storedName);
    return join(this.dir, storedName);
  }

  private ensureDir(): Promise<unknown> {
    this.ready ??= mkdir(this.dir, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }
}
