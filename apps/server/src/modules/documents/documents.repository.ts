import type { AdminDocument, CustomerDocument } from '@arrears/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, documents, users } from '../../db/schema';

const d = documents;

const customerColumns = {
  id: d.id,
  originalFilename: d.originalFilename,
  documentType: d.documentType,
  size: d.size,
  createdAt: d.createdAt,
  accountNumber: debtAccounts.accountNumber,
};

/** The documents of the user's own accounts, newest first; deleted ones are gone for the debtor. */
export async function customerDocuments(db: Database, userId: number): Promise<CustomerDocument[]> {
  const rows = await db
    .select(customerColumns)
    .from(d)
    .innerJoin(debtAccounts, eq(debtAccounts.id, d.debtAccountId))
    .where(and(eq(debtAccounts.userId, userId), isNull(d.deletedAt)))
    .orderBy(desc(d.createdAt), desc(d.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), kind: 'upload' as const }));
}

/** The live documents of one account as staff see them, newest first. */
export async function accountDocuments(db: Database, debtAccountId: number): Promise<AdminDocument[]> {
  const rows = await db
    .select({
      ...customerColumns,
      debtAccountId: d.debtAccountId,
      sha256: d.sha256,
      uploadedBy: users.username,
    })
    .from(d)
    .innerJoin(debtAccounts, eq(debtAccounts.id, d.debtAccountId))
    .leftJoin(users, eq(users.id, d.uploadedByUserId))
    .where(and(eq(d.debtAccountId, debtAccountId), isNull(d.deletedAt)))
    .orderBy(desc(d.createdAt), desc(d.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), kind: 'upload' as const }));
}

export interface StoredDocumentRef {
  id: number;
  storedName: string;
  originalFilename: string;
  debtAccountId: number;
  ownerUserId: number | null;
}

/** A live (not deleted) document with the user who owns its account, or null. */
export async function findLiveDocument(db: Database, id: number): Promise<StoredDocumentRef | null> {
  const [row] = await db
    .select({
      id: d.id,
      storedName: d.storedName,
      originalFilename: d.originalFilename,
      debtAccountId: d.debtAccountId,
      ownerUserId: debtAccounts.userId,
    })
    .from(d)
    .innerJoin(debtAccounts, eq(debtAccounts.id, d.debtAccountId))
    .where(and(eq(d.id, id), isNull(d.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function debtAccountExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: debtAccounts.id })
    .from(debtAccounts)
    .where(eq(debtAccounts.id, id))
    .limit(1);
  return Boolean(row);
}
