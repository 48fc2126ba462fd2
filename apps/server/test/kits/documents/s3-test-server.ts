import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../../src/config';

/** s3rver's built-in account: it knows this key id (and only this one). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The objects' folder on disk (s3rver keeps each object as files under bucket/key). */
  directory: string;
  /** Settings of a client of this server (path style, s3rver's credentials). */
  settings(overrides?: Partial<S3Settings>): S3Settings;
  /** The DOCUMENT_STORAGE=s3 environment of a server using this bucket. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on 127.0.0.1, a free port and a temp folder, with one bucket. */
export async function startS3TestServer(bucket = 'arrears-documents'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'arrears-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
    endpoint,
    region: 'us-east-1',
    bucket,
    ...S3RVER_CREDENTIALS,
    forcePathStyle: true,
    serverSideEncryption: null,
    ...overrides,
  });
  return {
    endpoint,
    bucket,
    directory,
    settings,
    env: () => ({
      DOCUMENT_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
