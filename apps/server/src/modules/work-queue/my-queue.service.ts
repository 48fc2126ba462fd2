import {
  easternDateOf,
  MY_QUEUE_READY_LIMIT,
  type MyQueue,
  type MyQueueItem,
  type QueueReason,
  scrubBlock,
} from '@arrears/domain';
import { and, inArray, isNull } from 'drizzle-orm';
import { type DebtAccountRow, debtAccounts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { evaluateContactFor } from '../compliance';
import { scrubFactsByAccount } from '../scrubs';
import { QUEUE_REASONS, type QueueReasonProvider } from './queue-reasons';
import type { QueueScope } from './queue-scope';

/**
 * How many candidates, in queue order, are checked against the compliance rules per request (each
 * check reads the account's calls, preferences and disputes). At night every account waits, so
 * this also bounds the waiting list.
 */
export const CANDIDATES_CHECKED = 150;

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const reasonOf = (p: QueueReasonProvider, detail: string | null): QueueReason => ({
  code: p.code,
  label: p.label,
  rank: p.rank,
  detail,
});

/** Every reason of every account in scope, merged per account (an account appears once). */
async function gatherReasons(deps: Deps, scope: QueueScope, providers: readonly QueueReasonProvider[]) {
  const now = deps.clock();
  const found = await Promise.all(providers.map((p) => p.find(deps.db, scope, now)));
  const byAccount = new Map<number, QueueReason[]>();
  providers.forEach((provider, i) => {
    for (const hit of found[i]) {
      const reasons = byAccount.get(hit.accountId) ?? [];
      // One line per reason: a provider may find an account twice (a call and a text asking to be called).
      const same = reasons.find((r) => r.code === provider.code);
      if (same) same.detail = [same.detail, hit.detail].filter(Boolean).join('; ') || null;
      else reasons.push(reasonOf(provider, hit.detail));
      byAccount.set(hit.accountId, reasons);
    }
  });
  for (const reasons of byAccount.values()) reasons.sort((a, b) => a.rank - b.rank);
  return byAccount;
}

/** Best reason first, then the oldest placement (longest waiting), then the account id. */
function byQueueOrder(a: { row: DebtAccountRow; reasons: QueueReason[] }, b: typeof a): number {
  return (
    a.reasons[0].rank - b.reasons[0].rank ||
    a.row.createdAt.getTime() - b.row.createdAt.getTime() ||
    a.row.id - b.row.id
  );
}

function itemOf(row: DebtAccountRow, reasons: QueueReason[]): MyQueueItem {
  return {
    accountId: row.id,
    accountNumber: row.accountNumber,
    fullName: row.fullName,
    unpaidBalance: String(row.unpaidBalance ?? '0'),
    placedAt: row.createdAt.toISOString(),
    assignedUserId: row.assignedUserId,
    reasons,
  };
}

/**
 * My queue (decision 0040): the accounts in scope with at least one reason, in queue order; those the
 * compliance guard would refuse a call right now wait, with the rule and when it opens.
 */
export async function myQueue(
  deps: Deps,
  scope: QueueScope,
  providers: readonly QueueReasonProvider[] = QUEUE_REASONS,
): Promise<MyQueue> {
  const byAccount = await gatherReasons(deps, scope, providers);
  if (byAccount.size === 0) return { ready: [], waiting: [] };
  const rows = await deps.db
    .select()
    .from(debtAccounts)
    // A recalled account is the client's again: no work left on it (decision 0050).
    .where(and(inArray(debtAccounts.id, [...byAccount.keys()]), isNull(debtAccounts.recalledAt)));
  // An account a scrub flag holds back leaves My queue for staff's needs-review list (decision 0101).
  const today = easternDateOf(deps.clock());
  const scrubs = await scrubFactsByAccount(
    deps.db,
    rows.map((r) => r.id),
  );
  const ordered = rows
    .filter((row) => !scrubBlock(scrubs.get(row.id), { today, toAttorney: false }))
    .map((row) => ({ row, reasons: byAccount.get(row.id) as QueueReason[] }))
    .sort(byQueueOrder)
    .slice(0, CANDIDATES_CHECKED);

  const queue: MyQueue = { ready: [], waiting: [] };
  for (const { row, reasons } of ordered) {
    if (queue.ready.length >= MY_QUEUE_READY_LIMIT) break;
    const { verdict } = await evaluateContactFor(deps, row, 'call', row.primaryPhone);
    if (verdict.allowed || !verdict.rule) queue.ready.push(itemOf(row, reasons));
    else
      queue.waiting.push({
        ...itemOf(row, reasons),
        rule: verdict.rule,
        message: verdict.message,
        opensAt: verdict.opensAt,
      });
  }
  // Those that open by themselves first, soonest first; then those that never do (cease, dispute hold).
  queue.waiting.sort((a, b) => {
    if (a.opensAt === b.opensAt) return 0;
    if (a.opensAt === null) return 1;
    if (b.opensAt === null) return -1;
    return a.opensAt < b.opensAt ? -1 : 1;
  });
  return queue;
}
