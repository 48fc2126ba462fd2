import { CLIENT_MESSAGES, type RecallResult } from '@arrears/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, placements, recalls } from '../../db/schema';
import { HttpError } from '../../http-error';
import { recordAudit } from '../account-timeline';
import { markRecalled } from '../accounts';

/** The status a recalled account shows (the accounts table and the detail badge read account_status). */
export const RECALLED_STATUS = 'Recalled';

export interface RecallRequest {
  clientId: number;
  accountIds?: number[];
  placementId?: number;
  reason: string;
  userId: number;
}

/**
 * A recall returns accounts to their client: each is closed for collection (recalled_at, status
 * Recalled; the contact guard then refuses every call, text and e-mail of collection) and kept with
 * its history. Only the client's own accounts can be recalled; the whole request is refused when
 * any named account is not the client's, so nothing changes on bad input. Accounts already
 * recalled are left as they are.
 */
export async function recallAccounts(db: Database, req: RecallRequest): Promise<RecallResult> {
  return db.transaction(async (tx) => {
    if (req.placementId !== undefined) {
      const [placement] = await tx
        .select({ id: placements.id })
        .from(placements)
        .where(and(eq(placements.id, req.placementId), eq(placements.clientId, req.clientId)));
      if (!placement) throw new HttpError(400, CLIENT_MESSAGES.placementNotFound);
    }
    const scope =
      req.placementId !== undefined
        ? and(eq(debtAccounts.placementId, req.placementId), eq(debtAccounts.clientId, req.clientId))
        : inArray(debtAccounts.id, [...new Set(req.accountIds ?? [])]);
    const named = await tx
      .select({
        id: debtAccounts.id,
        clientId: debtAccounts.clientId,
        recalledAt: debtAccounts.recalledAt,
        accountStatus: debtAccounts.accountStatus,
      })
      .from(debtAccounts)
      .where(scope)
      .for('update');
    if (req.accountIds) {
      const wanted = new Set(req.accountIds);
      if (named.length !== wanted.size || named.some((a) => a.clientId !== req.clientId))
        throw new HttpError(400, CLIENT_MESSAGES.accountsNotFound);
    }
    const open = named.filter((a) => a.recalledAt === null);
    if (open.length === 0) throw new HttpError(400, CLIENT_MESSAGES.nothingToRecall);
    const now = new Date();
    await markRecalled(
      tx,
      open.map((a) => a.id),
      { at: now, accountStatus: RECALLED_STATUS },
    );
    await recordAudit(
      tx,
      open.map((a) => ({
        debtAccountId: a.id,
        userId: req.userId,
        source: 'recall' as const,
        field: 'account_status',
        oldValue: a.accountStatus,
        newValue: RECALLED_STATUS,
        reason: req.reason,
      })),
    );
    const [recall] = await tx
      .insert(recalls)
      .values({
        clientId: req.clientId,
        placementId: req.placementId ?? null,
        reason: req.reason,
        accountCount: open.length,
        createdByUserId: req.userId,
        createdAt: now,
      })
      .returning();
    return {
      id: recall.id,
      clientId: recall.clientId,
      placementId: recall.placementId,
      reason: recall.reason,
      accountCount: recall.accountCount,
      createdAt: recall.createdAt.toISOString(),
    };
  });
}

/** The recalls of a client, newest first. */
export async function clientRecalls(db: Database, clientId: number): Promise<RecallResult[]> {
  const rows = await db
    .select()
    .from(recalls)
    .where(eq(recalls.clientId, clientId))
    .orderBy(desc(recalls.createdAt), desc(recalls.id))
    .limit(1000);
  return rows.map((r) => ({
    id: r.id,
    clientId: r.clientId,
    placementId: r.placementId,
    reason: r.reason,
    accountCount: r.accountCount,
    createdAt: r.createdAt.toISOString(),
  }));
}
