import { formatPhone } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountNotes, debtAccounts } from '../../db/schema';
import { addTimelineEntry, recordAudit } from '../account-timeline';
import { type ContactField, markAccountsChanged, requireAccount, updateContactFields } from '../accounts';

/** The audit names the spec uses (snake_case, like the edit and import audits). */
const AUDIT_NAMES: Record<ContactField, string> = {
  primaryPhone: 'primary_phone',
  workPhone: 'work_phone',
  alternatePhone: 'alternate_phone',
  emailAddress: 'email_address',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  zipCode: 'zip_code',
};

export interface ContactUpdate {
  debtAccountId: number;
  userId: number;
  reason: string;
  changes: Partial<Record<ContactField, string | null>>;
  /** The timeline line, e.g. "Email address updated to a@b.example". */
  summary: string;
}

/**
 * Writes the changed fields, one account_audit row per field that really changed (before, after,
 * reason, source contact_update) and one 'Update' timeline line, in one transaction. Answers the
 * number of fields changed; when the values are already the account's, nothing is written (0).
 */
export async function applyContactUpdate(db: Database, update: ContactUpdate): Promise<number> {
  await requireAccount(db, update.debtAccountId); // 404 before anything else
  const count = await db.transaction(async (tx) => {
    // Locked, so two agents' updates of the same account audit each other's values correctly.
    const [account] = await tx
      .select()
      .from(debtAccounts)
      .where(eq(debtAccounts.id, update.debtAccountId))
      .for('update');
    const changed = (Object.entries(update.changes) as [ContactField, string | null][]).filter(
      ([field, value]) => (account[field] ?? null) !== value,
    );
    if (changed.length === 0) return 0;
    await updateContactFields(tx, account.id, Object.fromEntries(changed));
    await recordAudit(
      tx,
      changed.map(([field, value]) => ({
        debtAccountId: account.id,
        userId: update.userId,
        source: 'contact_update',
        field: AUDIT_NAMES[field],
        oldValue: account[field] ?? null,
        newValue: value,
        reason: update.reason || null,
      })),
    );
    await addTimelineEntry(tx, {
      debtAccountId: account.id,
      channel: 'Update',
      userId: update.userId,
      message: update.reason ? `${update.summary}. Reason: ${update.reason}` : update.summary,
      details: { fields: changed.map(([field]) => AUDIT_NAMES[field]) },
    });
    return changed.length;
  });
  if (count > 0) markAccountsChanged(db);
  return count;
}

const PHONE_COLUMNS = { primary: 'primaryPhone', work: 'workPhone', alternate: 'alternatePhone' } as const;

export function phoneUpdate(
  debtAccountId: number,
  userId: number,
  body: { phoneType: keyof typeof PHONE_COLUMNS; phoneNumber: string; reason: string },
): ContactUpdate {
  return {
    debtAccountId,
    userId,
    reason: body.reason,
    changes: { [PHONE_COLUMNS[body.phoneType]]: body.phoneNumber },
    summary: `${body.phoneType[0].toUpperCase()}${body.phoneType.slice(1)} phone updated to ${formatPhone(body.phoneNumber)}`,
  };
}

/** Stores an internal note (source 'agent') and its 'Note' timeline line. */
export async function addAgentNote(
  db: Database,
  note: { debtAccountId: number; userId: number; body: string },
): Promise<number> {
  await requireAccount(db, note.debtAccountId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountNotes)
      .values({
        debtAccountId: note.debtAccountId,
        body: note.body,
        source: 'agent',
        createdByUserId: note.userId,
      })
      .returning({ id: accountNotes.id });
    await addTimelineEntry(tx, {
      debtAccountId: note.debtAccountId,
      channel: 'Note',
      userId: note.userId,
      message: note.body,
      details: { noteId: row.id, category: 'internal' },
    });
    return row.id;
  });
}
