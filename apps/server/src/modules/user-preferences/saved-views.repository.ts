import {
  MAX_SAVED_VIEWS_PER_TABLE,
  SAVED_VIEW_MESSAGES,
  type SavedView,
  type SavedViewBody,
} from '@arrears/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type SavedViewRow, savedViews } from '../../db/schema';
import { HttpError } from '../../http-error';

/** A stored row as the API answers it; the value was checked by savedViewBodySchema on the way in. */
function present(row: SavedViewRow): SavedView {
  const value = row.value as Pick<SavedViewBody, 'columns' | 'filters' | 'sort'>;
  return {
    id: row.id,
    table: row.tableKey,
    name: row.name,
    columns: value.columns ?? [],
    filters: value.filters ?? {},
    sort: value.sort ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const storedValue = (body: SavedViewBody) => ({
  columns: body.columns,
  filters: body.filters,
  sort: body.sort,
});

/** The Postgres code of a unique-index clash (the name is taken on this list). */
const isDuplicate = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505');

/** One user's views of one list, by name. Every query names the user: no one reads another's views. */
export async function listSavedViews(db: Database, userId: number, table: string): Promise<SavedView[]> {
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.tableKey, table)))
    .orderBy(asc(savedViews.name), asc(savedViews.id));
  return rows.map(present);
}

/** The user's own view, or 404 (another user's id reads as missing, so ids cannot be probed). */
export async function findSavedView(db: Database, userId: number, id: number): Promise<SavedView> {
  const [row] = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)));
  if (!row) throw new HttpError(404, SAVED_VIEW_MESSAGES.notFound);
  return present(row);
}

export async function createSavedView(
  db: Database,
  userId: number,
  body: SavedViewBody,
  now: Date,
): Promise<SavedView> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.tableKey, body.table)));
  if (n >= MAX_SAVED_VIEWS_PER_TABLE) throw new HttpError(400, SAVED_VIEW_MESSAGES.tooMany);
  try {
    const [row] = await db
      .insert(savedViews)
      .values({
        userId,
        tableKey: body.table,
        name: body.name,
        value: storedValue(body),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return present(row);
  } catch (error) {
    if (isDuplicate(error)) throw new HttpError(409, SAVED_VIEW_MESSAGES.duplicate);
    throw error;
  }
}

/** Replaces the user's own view (its list stays the list it was saved on); 404 for anyone else's. */
export async function updateSavedView(
  db: Database,
  userId: number,
  id: number,
  body: SavedViewBody,
  now: Date,
): Promise<SavedView> {
  const current = await findSavedView(db, userId, id);
  if (current.table !== body.table)
    throw new HttpError(400, 'A saved view stays on the list it was saved on');
  try {
    const [row] = await db
      .update(savedViews)
      .set({ name: body.name, value: storedValue(body), updatedAt: now })
      .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
      .returning();
    if (!row) throw new HttpError(404, SAVED_VIEW_MESSAGES.notFound);
    return present(row);
  } catch (error) {
    if (isDuplicate(error)) throw new HttpError(409, SAVED_VIEW_MESSAGES.duplicate);
    throw error;
  }
}

export async function deleteSavedView(db: Database, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
    .returning({ id: savedViews.id });
  if (gone.length === 0) throw new HttpError(404, SAVED_VIEW_MESSAGES.notFound);
}
