import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config';

/**
 * The SDK is loaded on first use: it takes about half a second to load, which a server keeping
 * its documents on disk should not pay at every start (decision 0007). The bundle leaves it
 * external, as every npm dependency, so this stays a real dynamic import.
 */
export function loadS3Sdk(): Promise<typeof import('@aws-sdk/client-s3')> {
  return import('@aws-sdk/client-s3');
}

/** How long one connection attempt may take: an endpoint that drops packets fails fast and is retried. */
export const S3_CONNECT_TIMEOUT_MS = 5_000;

/**
 * The AWS SDK's S3 client for our settings. Credentials are given explicitly, so the SDK never
 * looks for others (environment, ~/.aws, instance metadata). Checksums beyond the signed SHA-256
 * of the body are only sent where S3 requires them: some S3-compatible services (Backblaze B2,
 * older MinIO) refuse the SDK's newer checksum headers, and S3 already checks the signed hash.
 * `requestHandler` lets a test see the requests without a network.
 */
export async function createS3Client(
  settings: S3Settings,
  options: { requestHandler?: S3ClientConfig['requestHandler'] } = {},
): Promise<S3Client> {
  const { S3Client } = await loadS3Sdk();
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
