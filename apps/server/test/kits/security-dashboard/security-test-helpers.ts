import type { SecurityEvent } from '@arrears/domain';
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';
import { securityEvents } from '../../../src/db/schema';
import type { TestApp } from '../../build-test-app';

/** A failed sign-in through the real login call, from `ip` (the app must trust the proxy header). */
export async function failLogin(t: TestApp, ip: string, username: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-forwarded-for': ip },
    payload: { username, password: 'not-the-password' },
  });
  if (res.statusCode !== 401) throw new Error(`expected 401 from a wrong password, got ${res.statusCode}`);
}

/** Forgets every event so far (the sign-ins that made the test's sessions), so counts are exact. */
export async function clearEvents(db: Database): Promise<void> {
  await db.delete(securityEvents);
}

/** Moves an event in time (created_at is stamped by the database clock). */
export async function stampEvent(db: Database, id: number, createdAt: SQL | Date): Promise<void> {
  await db.update(securityEvents).set({ createdAt }).where(eq(securityEvents.id, id));
}

/** Stored events, oldest first. */
export async function storedEvents(db: Database) {
  return db.select().from(securityEvents).orderBy(securityEvents.id);
}

export async function getAs(t: TestApp, url: string, cookie: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

export async function searchAs(t: TestApp, cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/security/search', headers: { cookie }, payload });
}

/** The event types of a list, in order: an easy thing to compare. */
export const typesOf = (events: SecurityEvent[]) => events.map((e) => e.eventType);
