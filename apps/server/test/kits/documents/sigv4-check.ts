import { createHash, createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Whether a request as it arrived carries a valid AWS Signature V4 for `secretAccessKey`: the
 * canonical request rebuilt from what was received (AWS's "Create a signed AWS API request"), so
 * the tests can check the signing that s3rver (3.7.1) does not check. Paths and query values are
 * taken as sent: the tests' keys and the SDK's query need no further encoding.
 */
export function hasValidSignatureV4(
  request: { method: string; url: string; headers: IncomingHttpHeaders },
  secretAccessKey: string,
): boolean {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=[^/]+\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      String(request.headers.authorization),
    );
  if (!auth) return false;
  const [, day, region, signedHeaders, signature] = auth;
  const url = new URL(request.url, 'http://sent');
  const query = [...url.searchParams]
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&');
  const headerLines = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(request.headers[name]).trim().replace(/\s+/g, ' ')}\n`);
  const canonical = [
    request.method,
    url.pathname,
    query,
    headerLines.join(''),
    signedHeaders,
    String(request.headers['x-amz-content-sha256']),
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', String(request.headers['x-amz-date']), scope, sha256(canonical)].join(
    '\n',
  );
  const key = ['s3', 'aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(`AWS4${secretAccessKey}`, day), region),
  );
  return hmac(key, toSign).toString('hex') === signature;
}
