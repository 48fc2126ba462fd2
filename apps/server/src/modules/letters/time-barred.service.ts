import type { Database } from '../../db/client';
import { addTimelineEntry, recordAudit } from '../account-timeline';
import { requireAccount, setTimeBarred } from '../accounts';

/**
 * Marks an account past, or not past, the statute of limitations (decision 0067): its letters made
 * from then on never mention legal action and carry its state's disclosure. A change is audited and
 * put on the account's timeline; setting what is already set writes nothing.
 */
export async function markTimeBarred(
  db: Database,
  input: { accountId: number | string; timeBarred: boolean; userId: number },
): Promise<{ id: number; timeBarred: boolean }> {
  const account = await requireAccount(db, input.accountId);
  const { timeBarred, userId } = input;
  if (account.timeBarred === timeBarred) return { id: account.id, timeBarred };
  await db.transaction(async (tx) => {
    await setTimeBarred(tx, account.id, timeBarred);
    await recordAudit(tx, {
      debtAccountId: account.id,
      userId,
      source: 'edit',
      field: 'time_barred',
      oldValue: String(account.timeBarred),
      newValue: String(timeBarred),
    });
    await addTimelineEntry(tx, {
      debtAccountId: account.id,
      channel: 'Update',
      userId,
      message: timeBarred
        ? 'Marked time-barred: letters no longer mention legal action and carry the state disclosure'
        : 'No longer marked time-barred',
    });
  });
  return { id: account.id, timeBarred };
}
