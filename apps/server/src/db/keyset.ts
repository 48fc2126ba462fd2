import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Keyset paging (decision 0077): "the rows after this one" in an order of one sort expression,
 * NULLS LAST, then the id in the same direction, as list orders are written. A page then starts
 * with an index range read where the expression is indexed, however deep it is, and rows added or
 * removed before it never shift it (no row lost or repeated, as with OFFSET).
 */
export interface KeysetPosition {
  /** The sort expression's value on the last row shown, as text (null: the row had none). */
  value: string | null;
  id: number;
}

/**
 * The condition for rows after `at`. Without a sort expression (sorted by id) it is the id alone.
 * The value is sent as an untyped parameter, so PostgreSQL reads it as the expression's own type.
 */
export function keysetAfter(
  expression: SQL | null,
  id: AnyColumn,
  descending: boolean,
  at: KeysetPosition,
): SQL {
  const beyond = descending ? sql.raw('<') : sql.raw('>');
  if (!expression) return sql`${id} ${beyond} ${at.id}`;
  // Past the last value come the rows without one (NULLS LAST), in id order among themselves.
  if (at.value === null) return sql`(${expression} is null and ${id} ${beyond} ${at.id})`;
  return sql`((${expression}, ${id}) ${beyond} (${at.value}, ${at.id}) or ${expression} is null)`;
}

/** An opaque cursor: the sort it belongs to and the position, as base64url JSON. */
export function encodeCursor(sort: string, at: KeysetPosition): string {
  return Buffer.from(JSON.stringify([sort, at.value, at.id])).toString('base64url');
}

/** The position a cursor names, or null when it is not one of encodeCursor's for this sort. */
export function decodeCursor(cursor: string, sort: string): KeysetPosition | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [cursorSort, value, id] = parsed;
    if (cursorSort !== sort || !(value === null || typeof value === 'string')) return null;
    if (!Number.isSafeInteger(id) || id < 1) return null;
    return { value, id };
  } catch {
    return null;
  }
}
