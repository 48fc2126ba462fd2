import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 requests sent with the Authorization header, in a few lines
 * instead of the AWS SDK (which would add megabytes to the server for three calls).
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SignRequest {
  method: string;
  url: URL;
  /** Further headers to sign and send (names in any case), e.g. content-type, range. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (the body is then checked by the server), or UNSIGNED-PAYLOAD. */
  payloadHash: string;
  region: string;
  credentials: S3Credentials;
  date: Date;
  service?: string;
}

export const EMPTY_BODY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding, as SigV4 wants it: only A-Z a-z 0-9 - . _ ~ stay as they are. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The path with each segment encoded once (S3 does not double-encode), slashes kept. */
function canonicalPath(url: URL): string {
  return url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)])
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** `20130524T000000Z` */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256 and the
 * Authorization header signing all of them. The secret never leaves this function.
 */
export function signV4(req: SignRequest): Record<string, string> {
  const service = req.service ?? 's3';
  const stamp = amzDate(req.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers ?? {}))
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  headers.host = req.url.host;
  headers['x-amz-date'] = stamp;
  headers['x-amz-content-sha256'] = req.payloadHash;

  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    req.method.toUpperCase(),
    canonicalPath(req.url),
    canonicalQuery(req.url),
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    signedHeaders,
    req.payloadHash,
  ].join('\n');
  const scope = `${day}/${req.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${req.credentials.secretAccessKey}`, day), req.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${req.credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
  return headers;
}
