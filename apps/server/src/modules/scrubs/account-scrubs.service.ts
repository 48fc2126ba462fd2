import {
  type AccountScrubs,
  checkScrubFields,
  easternDateOf,
  type RecordScrubBody,
  type Role,
  SCRUB_MESSAGES,
} from '@arrears/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { requireAccount } from '../accounts';
import { clearScrub, recordScrub } from './scrub-commands';
import { accountScrubsOf } from './scrubs.repository';

/**
 * POST /api/debtors/{id}/scrubs: a person on the account records a flag (decision 0100). The same
 * check as a file's rows; a bad field is a 400 that records nothing. Answers the account's flags.
 * A collector records an attorney by name only: the attorney's line and address decide where calls
 * and letters about the debt go (decision 0102), so they come from staff, as an address change does.
 */
export async function recordScrubOnAccount(
  db: Database,
  input: { accountId: number; body: RecordScrubBody; userId: number; role: Role; now: number },
): Promise<AccountScrubs> {
  const account = await requireAccount(db, input.accountId);
  const today = easternDateOf(input.now);
  const checked = checkScrubFields(input.body, today);
  if ('error' in checked) throw new HttpError(400, checked.error);
  const { attorneyPhone, attorneyAddress } = checked.value;
  if (input.role === 'collector' && (attorneyPhone || attorneyAddress)) {
    throw new HttpError(403, SCRUB_MESSAGES.attorneyContactByStaff);
  }
  await db.transaction((tx) =>
    recordScrub(tx, account.id, checked.value, {
      source: 'staff',
      userId: input.userId,
      today,
      at: new Date(input.now),
    }),
  );
  return accountScrubsOf(db, account.id, today);
}

/** DELETE /api/debtors/{id}/scrubs/{scrubId}: staff or an admin lift a flag, with the reason. */
export async function clearScrubOnAccount(
  db: Database,
  input: { accountId: number; scrubId: number; reason: string; userId: number; now: number },
): Promise<AccountScrubs> {
  const account = await requireAccount(db, input.accountId);
  await clearScrub(db, { ...input, accountId: account.id, at: new Date(input.now) });
  return accountScrubsOf(db, account.id, easternDateOf(input.now));
}

/** GET /api/debtors/{id}/scrubs. */
export async function scrubsOfAccount(db: Database, accountId: number, now: number): Promise<AccountScrubs> {
  const account = await requireAccount(db, accountId);
  return accountScrubsOf(db, account.id, easternDateOf(now));
}
