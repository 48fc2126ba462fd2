import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config';

/** How long one connection attempt may take: an endpoint that drops packets fails fast and is retried. */
export const S3_CONNECT_TIMEOUT_MS = 5_000;

/**
 * The AWS SDK's S3 client for our settings. Credentials are given explicitly, so the SDK never
 * looks for others (environment, ~/.aws, instance metadata). Checksums beyond the signed SHA-256
 * of the body are only sent where S3 requires them: several S3-compatible services (older MinIO,
 * Ceph) refuse the newer CRC headers, and S3 already checks the signed hash of every upload.
 * `requestHandler` lets a test see the requests without a network.
 */
export function createS3Client(
  settings: S3Settings,
  options: { requestHandler?: S3ClientConfig['requestHandler'] } = {},
): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 3,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: options.requestHandler ?? { connectionTimeout: S3_CONNECT_TIMEOUT_MS },
  });
}
