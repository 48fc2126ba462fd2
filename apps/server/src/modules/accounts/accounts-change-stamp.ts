import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';

/**
 * What the accounts lists' ETags are made of: the number of accounts, the latest updated_at and
 * the highest id, read in one SQL statement. That statement scans the table (updated_at has no
 * index: ~50 ms at 100,000 accounts on PostgreSQL), so the answer is kept for STAMP_TTL_MS and
 * shared by every request meanwhile. Writes through this module drop it at once
 * (markAccountsChanged); changes made elsewhere (imports, payments, another server instance)
 * show within STAMP_TTL_MS, well inside the pages' 5-second refresh.
 */
export const STAMP_TTL_MS = 1_000;

export interface AccountsStamp {
  /** Exact number of accounts when the stamp was read. */
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

async function readStamp(db: Database): Promise<AccountsStamp> {
  const result = await db.execute<{ count: number; max_updated: string | null; max_id: number | null }>(
    sql`select count(*)::int as count, max(updated_at)::text as max_updated, max(id) as max_id from debt_accounts`,
  );
  const row = result.rows[0];
  const count = Number(row?.count ?? 0);
  return { count, version: `${count}:${row?.max_updated ?? '-'}:${row?.max_id ?? 0}` };
}

/** The current stamp, read at most once per STAMP_TTL_MS (one read in flight at a time). */
export async function accountsStamp(db: Database): Promise<AccountsStamp> {
  const entry = entryOf(db);
  const now = performance.now();
  if (entry.value && now - entry.readAt < STAMP_TTL_MS) return entry.value;
  if (entry.pending) return entry.pending;
  const generation = entry.generation;
  const pending = readStamp(db).finally(() => {
    if (entry.pending === pending) entry.pending = undefined;
  });
  entry.pending = pending;
  const value = await pending;
  if (entry.generation === generation) {
    entry.value = value;
    entry.readAt = now;
  }
  return value;
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
