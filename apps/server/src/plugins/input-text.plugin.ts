import { hasRefusedCharacter, INPUT_MESSAGES } from '@arrears/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

/** Where a refused character was found: `body.notes`, `query.search`, `params.key`, `form.importType`. */
export interface RefusedText {
  path: string;
}

/** Objects nest no deeper than this in a request we walk; deeper is refused like a bad character. */
const MAX_DEPTH = 32;

/**
 * The first string (a value or a key) in `value` that holds a refused character, as its dotted path
 * under `at`; null when every string is clean.
 */
export function findRefusedText(value: unknown, at: string, depth = 0): RefusedText | null {
  if (typeof value === 'string') return hasRefusedCharacter(value) ? { path: at } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return { path: at };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findRefusedText(value[i], `${at}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (Buffer.isBuffer(value)) return null; // a raw body: its route reads it as bytes
  for (const [key, item] of Object.entries(value)) {
    // Keys reach the database too (a preference's JSON is stored as jsonb, which refuses \u0000).
    if (hasRefusedCharacter(key)) return { path: `${at}.${key.replace(/[^\x20-\x7e]/g, '?')}` };
    const found = findRefusedText(item, `${at}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The 400 of a refused character (decision 0090): one message, and where it was. */
export function refusedTextError(found: RefusedText): HttpError {
  return new HttpError(400, INPUT_MESSAGES.controlCharacters, {
    issues: [{ path: found.path, message: INPUT_MESSAGES.controlCharacters }],
  });
}

type PartsIterator = FastifyRequest['parts'];

/** The form's parts as the route reads them, a text field with a refused character stopping the read with a 400. */
function checkedParts(parts: PartsIterator): PartsIterator {
  return function (this: FastifyRequest, ...args: Parameters<PartsIterator>) {
    const inner = parts.apply(this, args);
    return (async function* () {
      for await (const part of inner) {
        if (part.type === 'field' && typeof part.value === 'string') {
          const found = findRefusedText(part.value, `form.${part.fieldname}`);
          if (found) throw refusedTextError(found);
        }
        yield part;
      }
    })();
  } as PartsIterator;
}

/**
 * One door for every request's text (decision 0090): after the access check and before the route's
 * schema, the body, the query string and the path parameters are walked, and a string holding a
 * control character (other than tab and line breaks) or a lone surrogate answers 400. Multipart
 * forms are read by their routes as streams: their text fields are checked as each part is read.
 * Uploaded file names are cleaned, not refused (display-filename.ts); imported cells are checked
 * by the import's row parser, which reports the row as bad.
 */
export function registerInputTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findRefusedText(request.params, 'params') ??
      findRefusedText(request.query, 'query') ??
      findRefusedText(request.body, 'body');
    if (found) throw refusedTextError(found);
    if (request.isMultipart?.()) request.parts = checkedParts(request.parts);
  });
}
