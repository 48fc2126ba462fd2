import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { contactPreferences, debtAccounts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { addTimelineEntry } from '../account-timeline';
import { readUnsubscribeToken } from './opt-out';

/** The account and address of a token of ours whose account still exists, else null. */
async function linkTarget(deps: AppDeps, token: string) {
  const target = readUnsubscribeToken(deps.config.sessionSecret, token);
  if (!target) return null;
  const [account] = await deps.db
    .select({ id: debtAccounts.id })
    .from(debtAccounts)
    .where(eq(debtAccounts.id, target.accountId));
  return account ? target : null;
}

async function liveOptOut(db: Database | Transaction, accountId: number) {
  const [live] = await db
    .select({ id: contactPreferences.id })
    .from(contactPreferences)
    .where(
      and(
        eq(contactPreferences.debtAccountId, accountId),
        eq(contactPreferences.kind, 'opt_out_email'),
        isNull(contactPreferences.revokedAt),
      ),
    )
    .limit(1);
  return live ?? null;
}

/** j•••@example.com: enough for the person to recognise the address, not to read it off a screen. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}

/** GET /api/unsubscribe/link: what the page shows before asking; reads only. */
export async function unsubscribeLinkStatus(
  deps: AppDeps,
  token: string,
): Promise<{ address: string; unsubscribed: boolean } | null> {
  const target = await linkTarget(deps, token);
  if (!target) return null;
  return {
    address: maskAddress(target.address),
    unsubscribed: Boolean(await liveOptOut(deps.db, target.accountId)),
  };
}

/**
 * POST /api/unsubscribe?token=…: the e-mail opt-out of the link's account (source email_unsubscribe),
 * once: posting again changes nothing. Answers null when the token is not ours, else whether this
 * request recorded it (false: it was already recorded).
 */
export async function unsubscribeByToken(deps: AppDeps, token: string): Promise<boolean | null> {
  const target = await linkTarget(deps, token);
  if (!target) return null;
  return deps.db.transaction(async (tx) => {
    // One live opt-out per account even when two posts race (a provider's one-click and the page).
    await tx
      .select({ id: debtAccounts.id })
      .from(debtAccounts)
      .where(eq(debtAccounts.id, target.accountId))
      .for('update');
    if (await liveOptOut(tx, target.accountId)) return false;
    const [row] = await tx
      .insert(contactPreferences)
      .values({
        debtAccountId: target.accountId,
        kind: 'opt_out_email',
        source: 'email_unsubscribe',
        note: `Unsubscribe link of an e-mail to ${target.address}`,
      })
      .returning({ id: contactPreferences.id });
    await addTimelineEntry(tx, {
      debtAccountId: target.accountId,
      channel: 'Update',
      message: `Opt-out of e-mail recorded: unsubscribe link of an e-mail to ${target.address}`,
      details: { kind: 'contact_preference', preferenceId: row.id, preference: 'opt_out_email' },
    });
    return true;
  });
}
