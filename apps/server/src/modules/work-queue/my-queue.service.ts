import {
  type ContactFacts,
  callingHoursOf,
  candidateTimeZones,
  describeHours,
  easternDateOf,
  localTimesOf,
  MY_QUEUE_PAGE_SIZE,
  type MyQueue,
  type MyQueueFilters,
  type MyQueueItem,
  parseCents,
  type QueueReason,
  scrubBlock,
  type WaitingQueueItem,
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

/** No filter, the first page: what the queue shows when it opens. */
export const DEFAULT_FILTERS: MyQueueFilters = { page: 1, pageSize: MY_QUEUE_PAGE_SIZE };

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

/** Where the consumer may be and the calling hours there, as the guard read them for this account. */
function timesOf(facts: ContactFacts, now: number): Pick<MyQueueItem, 'localTimes' | 'callWindow'> {
  const hours = callingHoursOf(facts.location);
  return {
    localTimes: localTimesOf(now, candidateTimeZones(facts.location)),
    callWindow: { hours: describeHours(hours), state: hours.state },
  };
}

function itemOf(
  row: DebtAccountRow,
  reasons: QueueReason[],
  times: Pick<MyQueueItem, 'localTimes' | 'callWindow'>,
): MyQueueItem {
  return {
    accountId: row.id,
    accountNumber: row.accountNumber,
    fullName: row.fullName,
    unpaidBalance: String(row.unpaidBalance ?? '0'),
    placedAt: row.createdAt.toISOString(),
    assignedUserId: row.assignedUserId,
    reasons,
    ...times,
  };
}

const cents = (value: string | number | null) => parseCents(String(value ?? '0')) ?? 0;

/** The reason and balance filters, applied before the rules are asked (they cost nothing to check). */
function matches(
  row: DebtAccountRow,
  reasons: QueueReason[],
  filters: Pick<MyQueueFilters, 'reason' | 'minBalance' | 'maxBalance'>,
): boolean {
  if (filters.reason && !reasons.some((r) => r.code === filters.reason)) return false;
  const balance = cents(row.unpaidBalance);
  if (filters.minBalance !== undefined && balance < cents(filters.minBalance)) return false;
  if (filters.maxBalance !== undefined && balance > cents(filters.maxBalance)) return false;
  return true;
}

/** An account of the queue with its reasons, before the compliance guard is asked. */
export interface QueueCandidate {
  row: DebtAccountRow;
  reasons: QueueReason[];
}

/**
 * The accounts of the scope's queue in queue order, filtered by reason and balance, before the guard
 * is asked: every account with a reason, not recalled and not held back by a scrub flag. My queue and
 * the dialer (which asks the guard itself, one account at a time) walk this same list.
 */
export async function queueCandidates(
  deps: Deps,
  scope: QueueScope,
  filters: Pick<MyQueueFilters, 'reason' | 'minBalance' | 'maxBalance'> = {},
  providers: readonly QueueReasonProvider[] = QUEUE_REASONS,
): Promise<QueueCandidate[]> {
  const byAccount = await gatherReasons(deps, scope, providers);
  if (byAccount.size === 0) return [];
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
  return rows
    .filter((row) => !scrubBlock(scrubs.get(row.id), { today, toAttorney: false }))
    .map((row) => ({ row, reasons: byAccount.get(row.id) as QueueReason[] }))
    .filter(({ row, reasons }) => matches(row, reasons, filters))
    .sort(byQueueOrder);
}

/**
 * My queue (decisions 0040 and 0110): the accounts in scope with at least one reason, in queue order;
 * those the compliance guard would refuse a call right now wait, with the rule and when it opens.
 * Filtered by reason, state and balance, one page of ready-then-waiting rows with the counts.
 */
export async function myQueue(
  deps: Deps,
  scope: QueueScope,
  filters: MyQueueFilters = DEFAULT_FILTERS,
  providers: readonly QueueReasonProvider[] = QUEUE_REASONS,
): Promise<MyQueue> {
  const empty: MyQueue = {
    ready: [],
    waiting: [],
    counts: { ready: 0, waiting: 0 },
    page: filters.page,
    pageSize: filters.pageSize,
    pages: 0,
    truncated: false,
  };
  const candidates = await queueCandidates(deps, scope, filters, providers);
  if (candidates.length === 0) return empty;
  const checked = candidates.slice(0, CANDIDATES_CHECKED);

  const now = deps.clock();
  const ready: MyQueueItem[] = [];
  const waiting: WaitingQueueItem[] = [];
  for (const { row, reasons } of checked) {
    const { verdict, facts } = await evaluateContactFor(deps, row, 'call', row.primaryPhone);
    const item = itemOf(row, reasons, timesOf(facts, now));
    if (verdict.allowed || !verdict.rule) ready.push(item);
    else waiting.push({ ...item, rule: verdict.rule, message: verdict.message, opensAt: verdict.opensAt });
  }
  // Those that open by themselves first, soonest first; then those that never do (cease, dispute hold).
  waiting.sort((a, b) => {
    if (a.opensAt === b.opensAt) return 0;
    if (a.opensAt === null) return 1;
    if (b.opensAt === null) return -1;
    return a.opensAt < b.opensAt ? -1 : 1;
  });

  const rowsShown =
    filters.state === 'ready' ? ready : filters.state === 'waiting' ? waiting : [...ready, ...waiting];
  const start = (filters.page - 1) * filters.pageSize;
  const page = rowsShown.slice(start, start + filters.pageSize);
  const readyIds = new Set(ready.map((i) => i.accountId));
  return {
    ready: page.filter((i) => readyIds.has(i.accountId)),
    waiting: page.filter((i): i is WaitingQueueItem => !readyIds.has(i.accountId)),
    counts: { ready: ready.length, waiting: waiting.length },
    page: filters.page,
    pageSize: filters.pageSize,
    pages: Math.ceil(rowsShown.length / filters.pageSize),
    truncated: candidates.length > checked.length,
  };
}
