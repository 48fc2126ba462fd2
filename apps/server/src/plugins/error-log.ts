import { isQueryFailure, queryFailureForLog, sqlStateIn, stackFrames } from '../db/query-error';

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

/**
 * The error to hand on where it is stored or shown rather than logged (a failed job's output, which
 * the jobs page shows): a failed query anywhere in its chain becomes a plain error naming the
 * SQLSTATE and the statement, with the original frames; any other error is handed on as it is.
 */
export function withoutQueryValues(error: unknown): unknown {
  let current: unknown = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth += 1) {
    if (isQueryFailure(current)) {
      const logged = queryFailureForLog(current as Record<string, unknown>);
      const code = sqlStateIn(error);
      const statement = typeof logged.statement === 'string' ? ` (${logged.statement})` : '';
      const safe = new Error(`Database query failed${code ? `: SQLSTATE ${code}` : ''}${statement}`);
      const frames = stackFrames((error as { stack?: unknown }).stack);
      safe.stack = `Error: ${safe.message}${frames ? `\n${frames}` : ''}`;
      return Object.assign(safe, code ? { code } : {});
    }
    current = (current as { cause?: unknown }).cause;
  }
  return error;
}
