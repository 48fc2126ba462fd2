import { describe, expect, it } from 'vitest';
import { EMPTY_BODY_SHA256, sha256Hex, signV4 } from './s3-signature';

// The worked examples of AWS's S3 documentation ("Examples: Signature Calculations in AWS Signature
// Version 4"): an independent answer, since s3rver accepts any V4 signature of a known key id.
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const date = new Date('2013-05-24T00:00:00Z');

describe('signV4', () => {
  it('signs the documented GET Object example exactly', () => {
    const headers = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_BODY_SHA256,
      region: 'us-east-1',
      credentials,
      date,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers).toMatchObject({
      host: 'examplebucket.s3.amazonaws.com',
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': EMPTY_BODY_SHA256,
    });
  });

  it('signs the documented PUT Object example (a key that needs encoding, a signed body)', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = signV4({
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex(body),
      region: 'us-east-1',
      credentials,
      date,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('changes the signature with the secret, the region and the body', () => {
    const base = {
      method: 'PUT',
      url: new URL('http://127.0.0.1:9000/bucket/documents/a.pdf'),
      payloadHash: sha256Hex('a'),
      region: 'us-east-1',
      credentials,
      date,
    };
    const signature = (h: Record<string, string>) => h.authorization.split('Signature=')[1];
    const reference = signature(signV4(base));
    expect(signature(signV4({ ...base, credentials: { ...credentials, secretAccessKey: 'x' } }))).not.toBe(
      reference,
    );
    expect(signature(signV4({ ...base, region: 'eu-west-1' }))).not.toBe(reference);
    expect(signature(signV4({ ...base, payloadHash: sha256Hex('b') }))).not.toBe(reference);
    expect(signV4(base).host).toBe('127.0.0.1:9000');
  });
});
