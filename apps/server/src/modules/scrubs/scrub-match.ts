import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts } from '../../db/schema';
import { boundTo } from '../../security/field-bindings';
import type { FieldEncryption } from '../../security/field-encryption';

/** Values per look-up: PostgreSQL takes at most 65,535 parameters in one statement. */
const LOOKUP_CHUNK = 10_000;

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += LOOKUP_CHUNK) out.push(values.slice(i, i + LOOKUP_CHUNK));
  return out;
}

/** How a scrub file's row names its consumer: our account number, or the full SSN and birth date. */
export type ScrubKey = { accountNumber: string } | { ssn: string; birthDate: string };

/** The accounts of these numbers, by number (numbers compare exactly, as the agency writes them). */
export async function accountIdsByNumber(
  db: Database,
  numbers: readonly string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const chunk of chunks([...new Set(numbers)])) {
    const rows = await db
      .select({ id: debtAccounts.id, accountNumber: debtAccounts.accountNumber })
      .from(debtAccounts)
      .where(inArray(debtAccounts.accountNumber, chunk));
    for (const r of rows) found.set(r.accountNumber, r.id);
  }
  return found;
}

/**
 * The accounts of each full SSN + birth date (key "ssn|birth"). SSNs are stored encrypted: accounts
 * are found by the keyed hash of the last 4 and the birth date (identity_hash, its index), and only
 * those few candidates' SSNs are opened to compare all nine digits. A person with several accounts
 * has every one of them matched: a bankruptcy or a death is the person's, not one debt's.
 */
export async function accountIdsByIdentity(
  db: Database,
  encryption: FieldEncryption,
  people: readonly { ssn: string; birthDate: string }[],
): Promise<Map<string, number[]>> {
  const wanted = new Map<string, { ssn: string; key: string }[]>();
  for (const p of people) {
    const hash = encryption.identityHash(p.ssn.slice(-4), p.birthDate);
    const key = `${p.ssn}|${p.birthDate}`;
    const list = wanted.get(hash) ?? [];
    if (!list.some((w) => w.key === key)) list.push({ ssn: p.ssn, key });
    wanted.set(hash, list);
  }
  const found = new Map<string, number[]>();
  if (wanted.size === 0) return found;
  const candidates = [];
  for (const chunk of chunks([...wanted.keys()])) {
    candidates.push(
      ...(await db
        .select({
          id: debtAccounts.id,
          accountNumber: debtAccounts.accountNumber,
          identityHash: debtAccounts.identityHash,
          ssnEncrypted: debtAccounts.ssnEncrypted,
        })
        .from(debtAccounts)
        .where(inArray(debtAccounts.identityHash, chunk))),
    );
  }
  for (const c of candidates) {
    if (!c.ssnEncrypted || !c.identityHash) continue;
    const ssn = encryption
      .decrypt(c.ssnEncrypted, boundTo.account('ssn_encrypted', c.accountNumber))
      .replace(/\D/g, '');
    for (const w of wanted.get(c.identityHash) ?? []) {
      if (w.ssn === ssn) found.set(w.key, [...(found.get(w.key) ?? []), c.id]);
    }
  }
  return found;
}
