// What a failed query may tell a log line (decision 0090): never its bind values. Drizzle's
// DrizzleQueryError says "Failed query: <sql>\nparams: <values>" and keeps `params`; PGlite's error
// keeps `query` and `params` too; PostgreSQL's own message and `detail` quote values ("Key
// (username)=(alice) already exists", 'invalid input syntax for type integer: "abc"').

/** SQLSTATEs of text the database cannot store: 22021 invalid byte sequence (NUL), 22P05 untranslatable character (\u0000 in jsonb). */
const REFUSED_TEXT_CODES = new Set(['22021', '22P05']);

/** Fields of a PostgreSQL error that name things of the schema, never values. */
const SCHEMA_FIELDS = ['severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  severity?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
  [key: string]: unknown;
}

function isObject(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null;
}

/** A SQLSTATE: five characters, sent by the server with a severity (EPIPE has five letters too). */
function sqlStateOf(link: ErrorLike): string | null {
  return typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code) && typeof link.severity === 'string'
    ? link.code
    : null;
}

/** The error is a query's failure, or the database's answer to one (it carries a SQL text, its values or a SQLSTATE). */
export function isQueryFailure(error: unknown): boolean {
  if (!isObject(error)) return false;
  return typeof error.query === 'string' || 'params' in error || sqlStateOf(error) !== null;
}

/** The SQLSTATE of the error or of any error it wraps, or null. */
export function sqlStateIn(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; isObject(current) && depth < 5; depth += 1) {
    const code = sqlStateOf(current);
    if (code) return code;
    current = current.cause;
  }
  return null;
}

/** The database refused a text value (a NUL byte, a character it cannot store): the caller's input, a 400. */
export function isRefusedTextError(error: unknown): boolean {
  const code = sqlStateIn(error);
  return code !== null && REFUSED_TEXT_CODES.has(code);
}

/**
 * A statement's name for the log: its first word and the first table it names, e.g. "insert users",
 * "select debt_accounts". Never the text itself: a raw SQL fragment may hold a value inline.
 */
export function statementName(query: string): string {
  const verb = /^\s*\(?\s*([a-z]+)/i.exec(query)?.[1]?.toLowerCase() ?? 'statement';
  const table = /\b(?:into|from|update|join)\s+((?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?)/i
    .exec(query)?.[1]
    ?.replaceAll('"', '');
  return table ? `${verb} ${table}` : verb;
}

/** The stack's frames ("    at …" lines) without the message line(s) above them. */
export function stackFrames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.join('\n') : undefined;
}

/**
 * One link of a failed query as a log line may show it: its type, the SQLSTATE, the statement's
 * name, the schema's names and where it was thrown. No message, no detail, no SQL, no values.
 */
export function queryFailureForLog(link: ErrorLike): Record<string, unknown> {
  const record: Record<string, unknown> = {
    type: typeof link.name === 'string' ? link.name : 'Error',
    message: 'database query failed (values not logged)',
  };
  const code = sqlStateOf(link);
  if (code) record.code = code;
  if (typeof link.query === 'string') record.statement = statementName(link.query);
  for (const field of SCHEMA_FIELDS) if (typeof link[field] === 'string') record[field] = link[field];
  const stack = stackFrames(link.stack);
  if (stack) record.stack = stack;
  return record;
}
