import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { GetObjectCommand, type S3ClientConfig } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocumentsTestApp, samplePdf } from '../../../test/kits/documents/document-test-kit';
import { type S3TestServer, startS3TestServer } from '../../../test/kits/documents/s3-test-server';
import { hasValidSignatureV4 } from '../../../test/kits/documents/sigv4-check';
import { DOCUMENT_KEY_PREFIX, S3DocumentStore } from './s3-document-store';
import { S3RequestError } from './s3-request-error';
import { createS3Client } from './s3-sdk-client';

// s3rver checks the key id and the shape of a V4 Authorization header, but (3.7.1) not the
// signature itself: 'what goes over the wire' checks the SDK's signature with testing/sigv4-check.ts.

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => s3?.close());

const bytesOf = async (stream: Readable) => Buffer.concat(await stream.toArray());
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

/** A local HTTP server answering every request with `handler`, closed by `close`. */
async function listen(handler: Parameters<typeof createServer>[1]): Promise<Server & { url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(server, { url: `http://127.0.0.1:${port}` });
}

describe('S3DocumentStore against an S3-compatible server', () => {
  it('stores, serves and deletes a PDF under documents/<random name>', async () => {
    const store = new S3DocumentStore(s3.settings());
    const pdf = await samplePdf('Stored in a bucket');

    const name = await store.put(Readable.from([pdf.subarray(0, 100), pdf.subarray(100)]));
    expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const object = await (await createS3Client(s3.settings())).send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `${DOCUMENT_KEY_PREFIX}${name}` }),
    );
    expect(object.ContentType).toBe('application/pdf');
    expect(Buffer.from(await (object.Body?.transformToByteArray() ?? [])).equals(pdf)).toBe(true);

    const file = await store.get(name);
    expect(file?.size).toBe(pdf.length);
    expect(file && (await bytesOf(file.stream)).equals(pdf)).toBe(true);

    await store.delete(name);
    expect(await store.get(name)).toBeNull();
    await expect(store.delete(name)).resolves.toBeUndefined(); // already gone: not an error
  });

  it('answers null for a name never stored and refuses a name that is not a stored name', async () => {
    const store = new S3DocumentStore(s3.settings());
    expect(await store.get(`${'0'.repeat(32)}.pdf`)).toBeNull();
    await expect(store.get('../other-bucket/x.pdf')).rejects.toThrow('Not a stored document name');
  });

  it('reports a missing bucket as a fault, not as a missing file', async () => {
    const store = new S3DocumentStore(s3.settings({ bucket: 'no-such-bucket' }));
    const error = await store.get(`${'0'.repeat(32)}.pdf`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3RequestError);
    expect(error).toMatchObject({ operation: 'GetObject', status: 404, s3Code: 'NoSuchBucket' });
    await expect(store.delete(`${'0'.repeat(32)}.pdf`)).rejects.toMatchObject({ s3Code: 'NoSuchBucket' });
  });

  it('is refused with an unknown access key, and the error names the S3 code, never the secret', async () => {
    const secret = 'a-secret-that-must-not-leak';
    const store = new S3DocumentStore(s3.settings({ accessKeyId: 'NOT-A-KEY', secretAccessKey: secret }));
    const error = await store.put(Readable.from([Buffer.from('%PDF-1.4')])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3RequestError);
    expect(error).toMatchObject({ operation: 'PutObject', status: 403, s3Code: 'InvalidAccessKeyId' });
    expect(String((error as Error).message)).not.toContain(secret);
  });

  it('fails with a clear error when the service does not answer', async () => {
    const closed = await startS3TestServer();
    await closed.close();
    const store = new S3DocumentStore(closed.settings());
    await expect(store.get(`${'1'.repeat(32)}.pdf`)).rejects.toThrow(
      /S3 GetObject failed: no answer .*ECONNREFUSED/,
    );
  });

  it('gives up on a service that takes the request but never answers', async () => {
    const silent = await listen(() => {}); // reads nothing, answers nothing
    try {
      const store = new S3DocumentStore(s3.settings({ endpoint: silent.url }), { timeoutMs: 300 });
      const started = Date.now();
      await expect(store.get(`${'2'.repeat(32)}.pdf`)).rejects.toThrow(
        /^S3 GetObject failed: no answer \(127\.0\.0\.1:\d+: no answer within 300 ms\)$/,
      );
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('streams a download: the file arrives while S3 is still sending it', async () => {
    let finish = () => {};
    const slow = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '16' });
      res.write('%PDF-1.7 first ');
      finish = () => res.end('.');
    });
    try {
      const file = await new S3DocumentStore(s3.settings({ endpoint: slow.url })).get(
        `${'3'.repeat(32)}.pdf`,
      );
      if (!file) throw new Error('the file was not found');
      expect(file.size).toBe(16);
      const [first] = await file.stream.take(1).toArray();
      expect(String(first)).toBe('%PDF-1.7 first '); // the last byte has not been sent yet
      finish();
    } finally {
      slow.closeAllConnections();
      slow.close();
    }
  });
});

describe('what goes over the wire', () => {
  it('signs (Signature V4 with our secret) the body hash, asks for server-side encryption when configured, and sets no ACL', async () => {
    const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
    const capture = await listen(async (req, res) => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: await text(req) });
      res.end();
    });
    try {
      const store = new S3DocumentStore(
        s3.settings({ endpoint: capture.url, serverSideEncryption: 'AES256' }),
      );
      const name = await store.put(Readable.from([Buffer.from('%PDF-1.7 body')]));
      const [put] = seen;
      expect(put.method).toBe('PUT');
      expect(new URL(put.url ?? '', capture.url).pathname).toBe(
        `/${s3.bucket}/${DOCUMENT_KEY_PREFIX}${name}`,
      );
      expect(put.body).toBe('%PDF-1.7 body');
      expect(put.headers).toMatchObject({
        'content-length': '13',
        'content-type': 'application/pdf',
        'x-amz-server-side-encryption': 'AES256',
        'x-amz-content-sha256': sha256Hex('%PDF-1.7 body'),
      });
      const auth =
        /^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=[0-9a-f]{64}$/.exec(
          put.headers.authorization ?? '',
        );
      expect(auth?.[1].split(';')).toEqual(
        expect.arrayContaining([
          'content-type',
          'host',
          'x-amz-content-sha256',
          'x-amz-date',
          'x-amz-server-side-encryption',
        ]),
      );
      expect(Object.keys(put.headers).filter((h) => h.includes('acl') || h.includes('grant'))).toEqual([]);
      const received = { method: 'PUT', url: put.url ?? '', headers: put.headers };
      expect(hasValidSignatureV4(received, s3.settings().secretAccessKey)).toBe(true);
      expect(hasValidSignatureV4(received, 'another-secret')).toBe(false);
      const altered = {
        ...received,
        headers: { ...put.headers, 'x-amz-content-sha256': sha256Hex('other') },
      };
      expect(hasValidSignatureV4(altered, s3.settings().secretAccessKey)).toBe(false); // the body hash is signed
    } finally {
      capture.close();
    }
  });

  it('uses virtual-hosted URLs unless path style is asked for', async () => {
    const urlOf = async (forcePathStyle: boolean) => {
      const sent: string[] = [];
      const requestHandler: S3ClientConfig['requestHandler'] = {
        handle: async (request: { protocol: string; hostname: string; path: string }) => {
          sent.push(`${request.protocol}//${request.hostname}${request.path}`);
          throw new Error('not sent: only looked at');
        },
        updateHttpClientConfig: () => {},
        httpHandlerConfigs: () => ({}),
      };
      const settings = s3.settings({ endpoint: 'https://s3.eu-west-1.amazonaws.com', forcePathStyle });
      const store = new S3DocumentStore(settings, {
        client: await createS3Client(settings, { requestHandler }),
      });
      await expect(store.get(`${'4'.repeat(32)}.pdf`)).rejects.toThrow('not sent');
      return sent[0];
    };
    expect(await urlOf(false)).toBe(
      `https://${s3.bucket}.s3.eu-west-1.amazonaws.com/documents/${'4'.repeat(32)}.pdf`,
    );
    expect(await urlOf(true)).toBe(
      `https://s3.eu-west-1.amazonaws.com/${s3.bucket}/documents/${'4'.repeat(32)}.pdf`,
    );
  });
});

describe('the documents routes with DOCUMENT_STORAGE=s3', () => {
  it('uploads into the bucket (nothing on disk), serves the file from it and deletes it there', async () => {
    const t = await buildDocumentsTestApp({ env: s3.env() });
    try {
      const pdf = await samplePdf('Settlement letter');
      const up = await t.upload(
        { debtAccountId: String(t.debtorA.account.id), documentType: 'notice' },
        { name: 'settlement.pdf', content: pdf },
      );
      expect(up.statusCode, up.body).toBe(201);
      const { id } = up.json() as { id: number };
      expect(await t.storedFiles()).toEqual([]); // the disk folder was never created

      const staff = await t.get(`/api/admin/documents/${id}/file`, t.cookies.staff);
      expect(staff.statusCode).toBe(200);
      expect(staff.rawPayload.equals(pdf)).toBe(true);
      const own = await t.get(`/api/customer/documents/${id}`, t.debtorA.cookie);
      expect([own.statusCode, own.rawPayload.equals(pdf)]).toEqual([200, true]);
      expect((await t.get(`/api/customer/documents/${id}`, t.debtorB.cookie)).statusCode).toBe(404);

      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/documents/${id}`,
        headers: { cookie: t.cookies.admin },
      });
      expect(del.statusCode).toBe(200);
      expect((await t.get(`/api/admin/documents/${id}/file`)).statusCode).toBe(404);
    } finally {
      await t.closeAll();
    }
  });

  it('answers 500 with a message and records nothing when the bucket cannot be reached', async () => {
    const gone = await startS3TestServer();
    await gone.close();
    const t = await buildDocumentsTestApp({ env: gone.env() });
    try {
      const up = await t.upload(
        { debtAccountId: String(t.debtorA.account.id), documentType: 'notice' },
        { name: 'lost.pdf', content: await samplePdf('Never stored') },
      );
      expect(up.statusCode).toBe(500);
      expect(up.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      const list = await t.get(`/api/admin/documents/${t.debtorA.account.id}`);
      expect(list.json()).toEqual([]);
    } finally {
      await t.closeAll();
    }
  });
});
