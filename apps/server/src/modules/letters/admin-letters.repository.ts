import { type AdminLetter, type LetterStatus, LIST_DEFAULT_PAGE_SIZE } from '@arrears/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type LetterRow, letters } from '../../db/schema';
import { heldAccounts } from './held-letters';

const waitsForBatch = (r: LetterRow) => r.status === 'queued' && r.delivery === 'print' && r.batchId === null;

function toAdminLetter(r: LetterRow, held: Map<number, string>): AdminLetter {
  return {
    id: r.id,
    debtAccountId: r.debtAccountId,
    reference: r.figures.reference,
    consumerName: r.figures.consumerName,
    template: r.template,
    language: r.language,
    status: r.status,
    letterDate: r.figures.letterDate,
    validationEndDate: r.validationEndDate,
    batchId: r.batchId,
    mailedOn: r.mailedOn,
    returnedAt: r.returnedAt?.toISOString() ?? null,
    held: waitsForBatch(r) ? (held.get(r.debtAccountId) ?? null) : null,
  };
}

/** GET /api/admin/letters: the letters as printed (name and reference), newest first, one page. */
export async function listLetters(
  db: Database,
  q: { status?: LetterStatus; page?: number; pageSize?: number },
  now: number,
) {
  const where = q.status ? eq(letters.status, q.status) : undefined;
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? LIST_DEFAULT_PAGE_SIZE;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(letters)
      .where(where)
      .orderBy(desc(letters.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(letters).where(where),
  ]);
  const held = await heldAccounts(
    db,
    rows.filter(waitsForBatch).map((r) => r.debtAccountId),
    now,
  );
  return { letters: rows.map((r) => toAdminLetter(r, held)), total, page, pageSize };
}
