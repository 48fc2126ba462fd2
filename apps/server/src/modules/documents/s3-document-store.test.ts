import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Client, S3RequestError } from './s3-client';
import { DOCUMENT_KEY_PREFIX, S3DocumentStore } from './s3-document-store';
import { sha256Hex } from './s3-signature';
import { buildDocumentsTestApp, samplePdf } from './testing/document-test-kit';
import { type S3TestServer, startS3TestServer } from './testing/s3-test-server';

// s3rver checks the key id and the shape of a V4 Authorization header, but (3.7.1) not the
// signature itself: s3-signature.test.ts proves the signing against AWS's published examples.

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => s3?.close());

const bytesOf = async (stream: Readable) => Buffer.concat(await stream.toArray());

describe('S3DocumentStore against an S3-compatible server', () => {
  it('stores, serves and deletes a PDF under documents/<random name>', async () => {
    const client = new S3Client(s3.settings());
    const store = new S3DocumentStore(client);
    const pdf = await samplePdf('Stored in a bucket');

    const name = await store.put(Readable.from([pdf.subarray(0, 100), pdf.subarray(100)]));
    expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const object = await client.getObject(`${DOCUMENT_KEY_PREFIX}${name}`);
    expect(object && (await bytesOf(object.body)).equals(pdf)).toBe(true);

    const file = await store.get(name);
    expect(file?.size).toBe(pdf.length);
    expect(file && (await bytesOf(file.stream)).equals(pdf)).toBe(true);

    await store.delete(name);
    expect(await store.get(name)).toBeNull();
    await expect(store.delete(name)).resolves.toBeUndefined(); // already gone: not an error
  });

  it('answers null for a name never stored and refuses a name that is not a stored name', async () => {
    const store = new S3DocumentStore(new S3Client(s3.settings()));
    expect(await store.get(`${'0'.repeat(32)}.pdf`)).toBeNull();
    await expect(store.get('../other-bucket/x.pdf')).rejects.toThrow('Not a stored document name');
  });

  it('is refused with an unknown access key, and the error names the S3 code, never the secret', async () => {
    const secret = 'a-secret-that-must-not-leak';
    const store = new S3DocumentStore(
      new S3Client(s3.settings({ accessKeyId: 'NOT-A-KEY', secretAccessKey: secret })),
    );
    const error = await store.put(Readable.from([Buffer.from('%PDF-1.4')])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3RequestError);
    expect(error).toMatchObject({ operation: 'PutObject', status: 403, s3Code: 'InvalidAccessKeyId' });
    expect(String((error as Error).message)).not.toContain(secret);
  });

  it('fails with a clear error when the service does not answer', async () => {
    const closed = await startS3TestServer();
    await closed.close();
    const store = new S3DocumentStore(new S3Client(closed.settings()));
    await expect(store.get(`${'1'.repeat(32)}.pdf`)).rejects.toThrow(
      /S3 GetObject failed: no answer .*ECONNREFUSED/,
    );
  });
});

describe('what goes over the wire', () => {
  it('signs the body hash, asks for server-side encryption when configured, and sets no ACL', async () => {
    const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
    const capture = createServer(async (req, res) => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: await text(req) });
      res.end();
    });
    await new Promise<void>((resolve) => capture.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = capture.address() as AddressInfo;
      const client = new S3Client({
        ...s3.settings({ endpoint: `http://127.0.0.1:${port}`, serverSideEncryption: 'AES256' }),
        forcePathStyle: true,
      });
      await client.putObject('documents/x.pdf', Buffer.from('%PDF-1.7 body'), 'application/pdf');
      const [put] = seen;
      expect(put.method).toBe('PUT');
      expect(put.url).toBe(`/${s3.bucket}/documents/x.pdf`);
      expect(put.body).toBe('%PDF-1.7 body');
      expect(put.headers).toMatchObject({
        'content-length': '13',
        'content-type': 'application/pdf',
        'x-amz-server-side-encryption': 'AES256',
        'x-amz-content-sha256': sha256Hex('%PDF-1.7 body'),
      });
      expect(put.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request,SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date;x-amz-server-side-encryption,Signature=[0-9a-f]{64}$/,
      );
      expect(Object.keys(put.headers).filter((h) => h.includes('acl') || h.includes('grant'))).toEqual([]);
    } finally {
      capture.close();
    }
  });

  it('uses virtual-hosted URLs unless path style is asked for', () => {
    const settings = s3.settings({ endpoint: 'https://s3.eu-west-1.amazonaws.com', forcePathStyle: false });
    expect(new S3Client(settings).objectUrl('documents/a.pdf').href).toBe(
      `https://${s3.bucket}.s3.eu-west-1.amazonaws.com/documents/a.pdf`,
    );
    expect(new S3Client({ ...settings, forcePathStyle: true }).objectUrl('documents/a.pdf').href).toBe(
      `https://s3.eu-west-1.amazonaws.com/${s3.bucket}/documents/a.pdf`,
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
