import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';

/**
 * What the accounts lists' ETags are made of: the number of accounts, the latest updated_at and
 * the highest id. max(updated_at) and max(id) are one probe each of debt_accounts_updated_at_idx
 * and the primary key; the count comes from accountCount (below). The answer is kept for
 * STAMP_TTL_MS; past that, requests keep getting it while a fresh one is read (one at a time), so
 * nobody waits behind the read. Writes through this module drop it at once (markAccountsChanged):
 * the next list reads a fresh one. Changes made elsewhere (imports, payments, another server
 * instance) show within about STAMP_TTL_MS, well inside the pages' 5-second refresh.
 */
export const STAMP_TTL_MS = 1_000;

/** How often accountCount counts every account again instead of adding the new ids. */
export const FULL_COUNT_EVERY_MS = 60_000;

export interface AccountsStamp {
  /** Number of accounts when the stamp was read (see accountCount). */
  count: number;
  /** Opaque text that changes whenever an account is added, changed (updated_at) or removed. */
  version: string;
}

interface Counted {
  count: number;
  /** The highest id the count includes. */
  maxId: number;
  at: number;
}

interface Entry {
  value?: AccountsStamp;
  readAt: number;
  pending?: Promise<AccountsStamp>;
  /** Bumped by markAccountsChanged: a read that started before a change is not kept. */
  generation: number;
  counted?: Counted;
}

const entries = new WeakMap<Database, Entry>();

function entryOf(db: Database): Entry {
  let entry = entries.get(db);
  if (!entry) {
    entry = { readAt: 0, generation: 0 };
    entries.set(db, entry);
  }
  return entry;
}

/**
 * The stamp's number of accounts, the one part of the stamp that is not an index probe. A full
 * count(*) reads a whole index (tens of milliseconds at 1,000,000 accounts), so it runs once per
 * FULL_COUNT_EVERY_MS; in between the accounts added since are counted on the primary key
 * (id > the last id counted). Accounts are never deleted by the application; one removed by hand,
 * or a lower id committed after a higher one, is counted by the next full count.
 * A running total of accounts kept by the database can replace this function whole.
 */
async function accountCount(db: Database, entry: Entry, maxId: number): Promise<number> {
  const known = entry.counted;
  const now = performance.now();
  if (known && now - known.at < FULL_COUNT_EVERY_MS && maxId >= known.maxId) {
    if (maxId === known.maxId) return known.count;
    const added = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from debt_accounts where id > ${known.maxId} and id <= ${maxId}`,
    );
    const count = known.count + Number(added.rows[0]?.n ?? 0);
    entry.counted = { count, maxId, at: known.at };
    return count;
  }
  const all = await db.execute<{ n: number; max_id: number | null }>(
    sql`select count(*)::int as n, max(id) as max_id from debt_accounts`,
  );
  const count = Number(all.rows[0]?.n ?? 0);
  entry.counted = { count, maxId: Number(all.rows[0]?.max_id ?? 0), at: now };
  return count;
}

async function readStamp(db: Database, entry: Entry): Promise<AccountsStamp> {
  const result = await db.execute<{ max_updated: string | null; max_id: number | null }>(
    sql`select (select max(updated_at) from debt_accounts)::text as max_updated,
               (select max(id) from debt_accounts) as max_id`,
  );
  const row = result.rows[0];
  const maxId = Number(row?.max_id ?? 0);
  const count = await accountCount(db, entry, maxId);
  return { count, version: `${count}:${row?.max_updated ?? '-'}:${maxId}` };
}

/** The current stamp: read at most once per STAMP_TTL_MS, one read in flight at a time. */
export async function accountsStamp(db: Database): Promise<AccountsStamp> {
  const entry = entryOf(db);
  const now = performance.now();
  if (entry.value && now - entry.readAt < STAMP_TTL_MS) return entry.value;
  const refresh = entry.pending ?? startRead(db, entry, now);
  // A stamp past its time is still answered while the fresh one is read; after
  // markAccountsChanged there is none, and the caller waits for the fresh one.
  return entry.value ?? refresh;
}

function startRead(db: Database, entry: Entry, now: number): Promise<AccountsStamp> {
  const generation = entry.generation;
  const pending = readStamp(db, entry)
    .then((value) => {
      if (entry.generation === generation) {
        entry.value = value;
        entry.readAt = now;
      }
      return value;
    })
    .finally(() => {
      if (entry.pending === pending) entry.pending = undefined;
    });
  entry.pending = pending;
  // Nobody may be waiting for a background read: its failure is the next caller's to see.
  pending.catch(() => {});
  return pending;
}

/** Call after changing debt_accounts so the next list answers the change at once. */
export function markAccountsChanged(db: Database): void {
  const entry = entryOf(db);
  entry.generation += 1;
  entry.value = undefined;
  entry.pending = undefined;
}

/** A strong ETag for one answer: the data's stamp plus everything in the request that shapes it. */
export function etagOf(stamp: AccountsStamp, shape: unknown): string {
  const digest = createHash('sha1')
    .update(`${stamp.version}|${JSON.stringify(shape)}`)
    .digest('base64url');
  return `"${digest}"`;
}

/** True when If-None-Match names this ETag (a list, weak or not, or *). */
export function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Sets the caching headers of a revalidated list: the browser keeps the answer but asks every
 * time (no-cache), sending If-None-Match, which is answered 304 when nothing changed.
 * Returns true when the 304 was sent.
 */
export function answerNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('ETag', etag);
  reply.header('Cache-Control', 'private, no-cache');
  if (!matchesIfNoneMatch(request, etag)) return false;
  reply.code(304).send();
  return true;
}
