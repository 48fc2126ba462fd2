import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts } from '../../db/schema';
import { boundTo } from '../../security/field-bindings';
import type { FieldEncryption } from '../../security/field-encryption';

/** How a scrub file's row names its consumer: our account number, or the full SSN and birth date. */
export type ScrubKey = { accountNumber: string } | { ssn: string; birthDate: string };

/** The accounts of these numbers, by number (numbers compare exactly, as the agency writes them). */
export async function accountIdsByNumber(
  db: Database,
  numbers: readonly string[],
): Promise<Map<string, number>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select({ id: debtAccounts.id, accountNumber: debtAccounts.accountNumber })
    .from(debtAccounts)
    .where(inArray(debtAccounts.accountNumber, [...new Set(numbers)]));
  return new Map(rows.map((r) => [r.accountNumber, r.id]));
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
  const candidates = await db
    .select({
      id: debtAccounts.id,
      accountNumber: debtAccounts.accountNumber,
      identityHash: debtAccounts.identityHash,
      ssnEncrypted: debtAccounts.ssnEncrypted,
    })
    .from(debtAccounts)
    .where(inArray(debtAccounts.identityHash, [...wanted.keys()]));
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
