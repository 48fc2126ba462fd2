import { MAX_ROW_ID } from '@arrears/domain';
import { z } from 'zod';

/**
 * `{ id }` of a path naming a row: a positive integer that fits PostgreSQL's integer column. Anything
 * else (0, "abc", 99999999999) is refused with the route's own message instead of reaching the
 * database, where an id past the column's range fails the query (a 500).
 */
export const rowIdParamsSchema = (message: string) =>
  z.object({ id: z.coerce.number().int(message).positive(message).max(MAX_ROW_ID, message) });
