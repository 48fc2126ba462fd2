import { isQueryFailure, queryFailureForLog } from '../db/query-error';

/** Properties that may hold a request's or a query's values: never copied into a log line. */
const NEVER_LOGGED = new Set([
  'params',
  'parameters',
  'values',
  'query',
  'detail',
  'where',
  'internalQuery',
  'body',
  'input',
]);

/** A "params: …" tail (drizzle's message format) anywhere in a text, up to the stack's frames. */
const PARAMS_TAIL = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;

function scrub(text: string): string {
  return text.replace(PARAMS_TAIL, '\nparams: [not logged]');
}

/** An error as a log line writes it (the shape pino's own serializer gives). */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * The `err` of every log line (the logger's serializer, decision 0090): a failed query shows its
 * type, SQLSTATE, statement name and frames only; any other error its type, message, stack and
 * simple fields, with anything named like values left out and any "params: …" text cut. Causes are
 * written the same way, a few levels deep.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null)
    return { type: typeof error, message: scrub(String(error)), stack: '' };
  const link = error as Record<string, unknown>;
  let record: LoggedError;
  if (isQueryFailure(link)) {
    record = { stack: '', ...queryFailureForLog(link) } as LoggedError;
  } else {
    record = {
      type: typeof link.name === 'string' ? link.name : 'Error',
      message: typeof link.message === 'string' ? scrub(link.message) : '',
      stack: typeof link.stack === 'string' ? scrub(link.stack) : '',
    };
    for (const [key, value] of Object.entries(link)) {
      if (key === 'cause' || key === 'stack' || key === 'message' || NEVER_LOGGED.has(key)) continue;
      if (typeof value === 'string') record[key] = scrub(value);
      else if (typeof value === 'number' || typeof value === 'boolean') record[key] = value;
    }
  }
  if (link.cause !== undefined && depth < 4) record.cause = errorForLog(link.cause, depth + 1);
  return record;
}
