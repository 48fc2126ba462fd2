/**
 * An S3 call that failed: the operation, the HTTP status and S3's error code (e.g. AccessDenied,
 * InvalidAccessKeyId, NoSuchBucket). Built from the SDK's error but never carries it along, so
 * neither the credentials nor the request's headers can reach a log.
 */
export class S3RequestError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number | null,
    readonly s3Code: string | null,
    detail: string,
  ) {
    super(`S3 ${operation} failed: ${status ?? 'no answer'}${s3Code ? ` ${s3Code}` : ''} (${detail})`);
    this.name = 'S3RequestError';
  }
}

/** The HTTP status of S3's answer when the SDK failed on one (its service exceptions carry $metadata). */
function statusOf(error: unknown): number | null {
  const status = (error as { $metadata?: { httpStatusCode?: unknown } } | null)?.$metadata?.httpStatusCode;
  return typeof status === 'number' ? status : null;
}

/** S3 answered that the object is not there (and not that the bucket is missing: that is a setup fault). */
export function isMissingObject(error: unknown): boolean {
  return statusOf(error) === 404 && (error as Error).name !== 'NoSuchBucket';
}

/**
 * What an SDK failure becomes: S3's answer when there was one, otherwise why there was none
 * (refused, unreachable, or no answer within `timedOutAfterMs`).
 */
export function s3RequestErrorOf(
  operation: string,
  error: unknown,
  where: { host: string; timedOutAfterMs: number | null },
): S3RequestError {
  const status = statusOf(error);
  if (status) return new S3RequestError(operation, status, (error as Error).name, (error as Error).message);
  const { code, name, message } = error as { code?: string; name?: string; message?: string };
  const detail =
    where.timedOutAfterMs !== null
      ? `no answer within ${where.timedOutAfterMs} ms`
      : (code ?? (name === 'TimeoutError' ? message : null) ?? message ?? String(error));
  return new S3RequestError(operation, null, null, `${where.host}: ${detail}`);
}
