import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { accountTotals } from '../rollups';

/**
 * What the accounts lists' ETags are made of: the number of accounts, the latest updated_at and
 * the highest id. max(updated_at) and max(id) are one probe each of debt_accounts_updated_at_idx
 * and the primary key; the count comes from accountCount (below), so a read costs about a
 * millisecond. The answer is kept for STAMP_TTL_MS; past that, callers wait for the fresh read (one
 * at a time): a stamp past its time would answer 304 for a change already made (an import, then the
 * client's accounts). Writes through this module drop it at once (markAccountsChanged): the next list
 * reads a fresh one. Changes made elsewhere (imports, payments, another server
 * instance) show within about STAMP_TTL_MS, well inside the pages' 5-second refresh.
 */
export const STAMP_TTL_MS = 1_000;

export interface AccountsStamp {
  /** Number of accounts when the stamp was read (see accountCount). */
  count: number;
  /** Opaque text that changes whenever an account is added, changed (updated_at) or removed. */
  version: string;
}

interface Entry {
  value?: AccountsStamp;
  readAt: number;
  pending?: Promise<AccountsStamp>;
  /** Bumped by markAccountsChanged: a read that started before a change is not kept. */
  generation: number;
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
 * The stamp's number of accounts comes from the account rollup the database keeps in every writer's
 * transaction (decision 0076): a read of a few small rows, exact, deletes included.
 */
async function accountCount(db: Database): Promise<number> {
  return (await accountTotals(db)).accounts;
}

async function readStamp(db: Database): Promise<AccountsStamp> {
  const result = await db.execute<{ max_updated: string | null; max_id: number | null }>(
    sql`select (select max(updated_at) from debt_accounts)::text as max_updated,
               (select max(id) from debt_accounts) as max_id`,
  );
  const row = result.rows[0];
  const maxId = Number(row?.max_id ?? 0);
  const count = await accountCount(db);
  return { count, version: `${count}:${row?.max_updated ?? '-'}:${maxId}` };
}

/** The current stamp: read at most once per STAMP_TTL_MS, one read in flight at a time. */
export async function accountsStamp(db: Database): Promise<AccountsStamp> {
  const entry = entryOf(db);
  const now = performance.now();
  if (entry.value && now - entry.readAt < STAMP_TTL_MS) return entry.value;
  return entry.pending ?? startRead(db, entry, now);
}

function startRead(db: Database, entry: Entry, now: number): Promise<AccountsStamp> {
  const generation = entry.generation;
  const pending = readStamp(db)
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
