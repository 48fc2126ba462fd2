/**
 * An error with an HTTP status whose message is safe to show the caller as `{ message }`; `body`
 * adds fields to the answer (e.g. the rule of a compliance block, decision 0024).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
